"""The layers of docs/DESIGN.md: imports point down, and core never imports Qt; every consumer
of events handles every kind of event; no package reaches into another's private state."""

import ast
import functools
import re
import subprocess
import sys
from pathlib import Path
from typing import get_args

ROOT = Path(__file__).resolve().parent.parent
LINT = "from importlinter.cli import lint_imports_command; lint_imports_command()"


def test_import_linter_contracts_hold():
    result = subprocess.run(
        [sys.executable, "-c", LINT], cwd=ROOT, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stdout + result.stderr
    assert "0 broken" in result.stdout


def import_circles(package: str) -> list[set[str]]:
    """The sets of modules of ``package`` that import each other round a circle (Tarjan's
    strongly connected components of the import graph, function-level imports included)."""
    import grimp  # import-linter's graph builder

    graph = grimp.build_graph(package)
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[set[str]] = []

    def visit(module: str) -> None:
        index[module] = low[module] = len(index)
        stack.append(module)
        for imported in graph.find_modules_directly_imported_by(module):
            if imported not in index:
                visit(imported)
                low[module] = min(low[module], low[imported])
            elif imported in stack:
                low[module] = min(low[module], index[imported])
        if low[module] == index[module]:
            component = set()
            while True:
                member = stack.pop()
                component.add(member)
                if member == module:
                    break
            if len(component) > 1:
                circles.append(component)

    for module in sorted(graph.modules):
        if module not in index:
            visit(module)
    return circles


def test_no_module_imports_itself_round_a_circle():
    circles = import_circles("bura_desktop")
    assert circles == []


def event_matches() -> list[tuple[str, ast.Match]]:
    """Every ``match`` in the package whose cases name an event kind (the engine's or a
    seat's), with the module it is in."""
    from bura_desktop.core.events import Event
    from bura_desktop.core.projection import SeenEvent

    kinds = {kind.__name__ for kind in (*get_args(Event), *get_args(SeenEvent))}
    found = []
    for path in sorted((ROOT / "bura_desktop").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Match):
                continue
            named = {
                pattern.cls.id
                for case in node.cases
                for pattern in ast.walk(case.pattern)
                if isinstance(pattern, ast.MatchClass) and isinstance(pattern.cls, ast.Name)
            }
            if named & kinds:
                found.append((str(path.relative_to(ROOT)), node))
    return found


def test_every_match_over_events_ends_in_assert_never():
    # So that mypy names every consumer that would ignore a new kind of event.
    matches = event_matches()
    assert len(matches) >= 5  # the projection, its fold, the narration, the table and its model
    for module, match in matches:
        last = match.cases[-1]
        closed = (
            isinstance(last.pattern, ast.MatchAs)
            and last.pattern.pattern is None
            and any(
                isinstance(n, ast.Call) and getattr(n.func, "id", "") == "assert_never"
                for n in ast.walk(last.body[0])
            )
        )
        assert closed, f"{module}:{match.lineno}: a match over events without assert_never"


# What only the records' thread and the game's worker touch (docs/DESIGN.md): the statistics
# file, the saved game, the engine's game and the replay of a hand, and the text form of hands.
KEPT_FROM_THE_UI = {
    "sqlite3",
    "savegame",
    "saved_setup",
    "Statistics",
    "Game",
    "HandScript",
    "replay",
    "history",
    "from_text",
    "to_text",
    "position_json",
}


def imported_names(path: Path) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {alias.name.rsplit(".", 1)[-1] for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            names |= {alias.name for alias in node.names}
            if node.module is not None:
                names.add(node.module.rsplit(".", 1)[-1])
    return names


def test_no_ui_module_opens_the_statistics_plays_a_game_or_replays_a_hand():
    # The UI thread draws values; the rules and the files are the workers' (a test of issue
    # #32: the history once replayed hands, and the statistics window read the file, there).
    found = {
        str(path.relative_to(ROOT)): sorted(imported_names(path) & KEPT_FROM_THE_UI)
        for path in sorted((ROOT / "bura_desktop" / "ui").rglob("*.py"))
    }
    assert {module: names for module, names in found.items() if names} == {}


def is_private(name: str) -> bool:
    return name.startswith("_") and not (name.startswith("__") and name.endswith("__"))


def package_of(path: Path) -> str:
    """The room a module is in: a top-level subpackage of bura_desktop, or tools."""
    parts = path.relative_to(ROOT).parts
    return parts[1] if parts[0] == "bura_desktop" and len(parts) > 2 else parts[0]


def private_names(tree: ast.Module) -> set[str]:
    """The private names a module defines: functions, classes, module constants, the
    attributes its classes set on ``self`` or ``cls``, declare or list in ``__slots__``."""
    found = set()
    for node in ast.walk(tree):
        match node:
            case (
                ast.FunctionDef(name=name)
                | ast.AsyncFunctionDef(name=name)
                | ast.ClassDef(name=name)
            ):
                found.add(name)
            case ast.Attribute(value=ast.Name(id="self" | "cls"), attr=name, ctx=ast.Store()):
                found.add(name)
            case ast.AnnAssign(target=ast.Name(id=name)):
                found.add(name)
            case ast.Assign(targets=targets, value=value):
                names = [t.id for t in targets if isinstance(t, ast.Name)]
                found.update(names)
                if "__slots__" in names:
                    found.update(
                        c.value
                        for c in ast.walk(value)
                        if isinstance(c, ast.Constant) and isinstance(c.value, str)
                    )
    return {name for name in found if is_private(name)}


@functools.cache
def parsed(source: str) -> ast.Module:
    """A module's tree, parsed once for every test that reads it (only read, never changed)."""
    return ast.parse(source)


def cross_package_reaches(sources: dict[Path, str]) -> list[str]:
    """Every ``obj._name`` (``obj`` not ``self`` or ``cls``) in a module of one package whose
    private ``_name`` is defined only in other packages: one package reaching into another's
    private state (an approximation by name: the type of ``obj`` is not known)."""
    trees = {path: parsed(text) for path, text in sources.items()}
    defined: dict[str, set[str]] = {}
    for path, tree in trees.items():
        for name in private_names(tree):
            defined.setdefault(name, set()).add(package_of(path))
    found = []
    for path, tree in trees.items():
        package = package_of(path)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Attribute) or not is_private(node.attr):
                continue
            if isinstance(node.value, ast.Name) and node.value.id in ("self", "cls"):
                continue
            owners = defined.get(node.attr, set())
            if owners and package not in owners:
                where = path.relative_to(ROOT)
                found.append(f"{where}:{node.lineno}: {ast.unparse(node)}")
    return found


def our_sources() -> dict[Path, str]:
    paths = [*(ROOT / "bura_desktop").rglob("*.py"), *(ROOT / "tools").rglob("*.py")]
    return {path: path.read_text(encoding="utf-8") for path in sorted(paths)}


# tools/screenshots.py acts for the human through the window's private ``_act`` until the
# window offers a way to act (the window's part of issue #32): then this list is empty.
def test_no_package_reaches_into_another_packages_private_state():
    # The search's fast path is the engine's own (core.playing); the AI reads public names.
    reaches = [re.sub(r":\d+:", ":", reach) for reach in cross_package_reaches(our_sources())]
    assert reaches == []


def test_a_reach_into_another_packages_private_state_is_found():
    sources = our_sources()
    before = set(cross_package_reaches(sources))
    rollout = ROOT / "bura_desktop" / "ai" / "rollout.py"
    sources[rollout] += "\n\ndef trump_of(game: Game) -> int:\n    return game._trump\n"
    added = set(cross_package_reaches(sources)) - before
    assert [reach.rsplit(": ", 1)[1] for reach in added] == ["game._trump"]


WINDOW = ROOT / "bura_desktop" / "ui" / "window"
# What a room may say of a window's part it is handed: the window's signals are its interface.
SIGNAL_USE = {"connect", "disconnect", "emit"}


def window_types() -> set[str]:
    """The names a room gives the game window's type: the window's own, Qt's, and the
    protocols the rooms declare for what they ask of it."""
    found = {"MainWindow", "QMainWindow"}
    for path in WINDOW.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef) and any(
                isinstance(base, ast.Name) and base.id == "Protocol" for base in node.bases
            ):
                found.add(node.name)
    return found


def the_window(node: ast.expr, names: set[str], kept: set[str]) -> bool:
    """Whether ``node`` is the window as a room holds it: a name bound to it, or ``self.x``
    the room keeps it in."""
    if isinstance(node, ast.Name):
        return node.id in names
    return (
        isinstance(node, ast.Attribute)
        and isinstance(node.value, ast.Name)
        and node.value.id == "self"
        and node.attr in kept
    )


def window_reaches(source: str, types: set[str]) -> list[str]:
    """Every ``window.part.name`` in a room's ``source``: a room reaching through the window
    into one of its parts, instead of being handed the part or asking the window."""
    tree = ast.parse(source)
    names: set[str] = set()
    kept: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.arg) and node.annotation is not None:
            named = {n.id for n in ast.walk(node.annotation) if isinstance(n, ast.Name)}
            if named & types:
                names.add(node.arg)
    # Twice: a name bound to ``self.window`` is found once ``self.window`` is known.
    for _ in range(2):
        for node in ast.walk(tree):
            if not isinstance(node, ast.Assign):
                continue
            pairs: list[tuple[ast.expr, ast.expr]] = []
            for target in node.targets:
                if isinstance(target, ast.Tuple) and isinstance(node.value, ast.Tuple):
                    pairs += zip(target.elts, node.value.elts, strict=False)
                else:
                    pairs.append((target, node.value))
            for target, value in pairs:
                if not the_window(value, names, kept):
                    continue
                if isinstance(target, ast.Name):
                    names.add(target.id)
                elif isinstance(target, ast.Attribute) and the_window(
                    target.value, {"self"}, set()
                ):
                    kept.add(target.attr)
    return [
        f"{node.lineno}: {ast.unparse(node)}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute)
        and node.attr not in SIGNAL_USE
        and isinstance(node.value, ast.Attribute)
        and the_window(node.value.value, names, kept)
    ]


def rooms_reaches() -> dict[str, list[str]]:
    types = window_types()
    found = {
        path.name: window_reaches(path.read_text(encoding="utf-8"), types)
        for path in sorted(WINDOW.glob("*.py"))
        if path.name != "main_window.py"
    }
    return {room: reaches for room, reaches in found.items() if reaches}


def test_the_rooms_ask_the_window_and_never_reach_through_it():
    # A room names what it needs: the parts it works with are handed to it, and the window
    # answers for itself (issue #50: ``window.worker.controller.lesson_step`` from the lessons).
    assert rooms_reaches() == {}


def test_a_reach_through_the_window_is_found():
    source = (
        "class Room:\n"
        "    def __init__(self, window: MainWindow) -> None:\n"
        "        self.window = window\n"
        "        window.closing.connect(self.close)\n"
        "    def close(self) -> None:\n"
        "        window, table = self.window, None\n"
        "        window.panel.withdraw()\n"
        "        self.window.close()\n"
    )
    assert window_reaches(source, window_types()) == ["7: window.panel.withdraw"]


def test_the_game_window_stays_under_400_lines():
    # It composes the rooms; what it does beyond that belongs in one of them (issue #50).
    lines = (WINDOW / "main_window.py").read_text(encoding="utf-8").splitlines()
    assert len(lines) < 400
