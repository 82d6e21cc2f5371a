"""The user's settings, kept in ``settings.json`` in the configuration folder.

Loading never fails: each value is checked on its own, and a bad one falls back to
its default with a sentence saying so. Keys this version does not know are kept and
written back, so an older and a newer version can share one file.
"""

from __future__ import annotations

import dataclasses
import json
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal, TypeGuard, get_args

from bura_desktop.core.levels import OFFERED_LEVELS
from bura_desktop.core.names import valid_name
from bura_desktop.core.rules import OPTIONS, PRESET_PLAYERS, Rules
from bura_desktop.storage.atomic import keep_copy, set_aside, write_atomic
from bura_desktop.storage.notices import Notice
from bura_desktop.storage.paths import Profile, describe, ensure_dir
from bura_desktop.storage.seats import OPPONENT_NAMES, Seat

SCHEMA_VERSION = 1

AnimationSpeed = Literal["off", "fast", "normal", "slow"]
ANIMATION_SPEEDS: tuple[AnimationSpeed, ...] = get_args(AnimationSpeed)
CARD_DECKS: tuple[str, ...] = ("atlas", "contrast")
# The deck's own back first, then the plain coloured ones.
CARD_BACKS: tuple[str, ...] = ("deck", "red", "blue", "green")
CARD_SIZES: tuple[str, ...] = ("small", "medium", "large")
# The interface languages, each with its translation; "system" follows the system locale.
INTERFACE_LANGUAGES: tuple[str, ...] = ("en", "ru", "de", "it", "es")
LANGUAGES: tuple[str, ...] = ("system", *INTERFACE_LANGUAGES)
MAX_OPPONENTS = 5
LESSONS_LIMIT = 99  # lessons done, as a count
# The largest window position or size, in pixels, that is kept.
WINDOW_LIMIT = 100_000
# The longest settings file read: this version's is a few kilobytes, with room for what a newer
# version adds (kept and written back unread). A longer one is set aside as damaged, unread (a
# file of 200 MB took seconds and as much memory, issue #46).
FILE_LIMIT = 4 << 20
# The numbers the settings dialog offers, lowest and highest. A stored number outside them is
# reset to its default: a bankroll past 2**31 - 1 cannot be drawn, a huge stake cannot be counted.
NUMBER_LIMITS: dict[str, tuple[int, int]] = {
    **{
        name: said.limits
        for name, said in OPTIONS.items()
        if said.kind == "number" and name != "players"  # the seats set how many play
    },
    "sound_volume": (0, 100),  # percent
}

DEFAULT_OPPONENTS: tuple[Seat, ...] = tuple(Seat(name, "intermediate") for name in OPPONENT_NAMES)

# Rule options with a field of their own (or, for players, set by the seats), so
# they are not accepted among the preset changes.
SEPARATE_FIELDS: tuple[str, ...] = ("players", "stake", "bankroll", "session_hands")
_RULE_FIELDS = {f.name: f for f in dataclasses.fields(Rules)}
_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")
# A server of one's own: a host name or IPv4 address and a port (a mailbox also a path).
_HOST = r"[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?"
_MAILBOX = re.compile(rf"wss?://{_HOST}(?::[0-9]{{1,5}})?(?:/[A-Za-z0-9._~-]{{1,40}}){{0,4}}/?")
_RELAY = re.compile(rf"tcp:{_HOST}:[0-9]{{1,5}}")


def _default_opponents() -> list[Seat]:
    return [DEFAULT_OPPONENTS[0]]


@dataclass
class GameSettings:
    preset: str = "classic"
    # Changes to the preset, by ``Rules`` option name.
    options: dict[str, Any] = field(default_factory=dict)
    # Every seat but the human's, so 1 to 5 entries for a table of 2 to 6.
    opponents: list[Seat] = field(default_factory=_default_opponents)
    stake: int = 1
    bankroll: int = 100
    # Hands per session; 0 means no limit.
    session_hands: int = 0


@dataclass
class TableSettings:
    animation_speed: AnimationSpeed = "normal"
    card_deck: str = "atlas"
    table_colour: str = "#1d5c3a"
    card_size: str = "medium"
    points_assist: bool = False
    sort_hand: bool = True  # by suit, highest first, trumps last; else as dealt and drawn
    # The deck's own, or a coloured one: red by default, richer on the felt than the Atlas
    # deck's pale tartan, which left the stock, the fans and the piles washed out.
    card_back: str = "red"
    # Sound: on at a moderate volume; M in the window mutes it (remembered). At animation speed
    # "off" the table is silent unless the player asks for sound there too.
    sound: bool = True
    sound_volume: int = 60
    sound_without_animation: bool = False


@dataclass
class GeneralSettings:
    language: str = "system"
    confirm_claim: bool = True
    # Learn to play: how many lessons the player has finished, and whether the first start
    # has offered them.
    lessons_done: int = 0
    lessons_offered: bool = False
    # The coach: before a move the review would mark as costly, the table says so first.
    coach: bool = False


@dataclass
class NetworkSettings:
    """Where invitations across the internet meet: a magic-wormhole mailbox (``ws://host:port/
    v1``) and transit relay (``tcp:host:port``) of the player's own; "" for the public ones."""

    mailbox: str = ""
    relay: str = ""


@dataclass
class WindowSettings:
    """Where the window was and how it looked when it last closed. None: not known yet (the
    window picks a size that fits the screen). The window checks these against the screens it
    finds, so a value that fits no screen here is still a valid value."""

    x: int | None = None
    y: int | None = None
    width: int | None = None
    height: int | None = None
    maximised: bool = False
    full_screen: bool = False
    log: bool = True
    log_width: int | None = None


@dataclass
class Settings:
    game: GameSettings = field(default_factory=GameSettings)
    table: TableSettings = field(default_factory=TableSettings)
    general: GeneralSettings = field(default_factory=GeneralSettings)
    # Keys this version does not know, by section ("" for the top level and
    # "options" for the rule options), written back unchanged.
    unknown: dict[str, dict[str, Any]] = field(default_factory=dict)
    window: WindowSettings = field(default_factory=WindowSettings)
    network: NetworkSettings = field(default_factory=NetworkSettings)

    def rules(self) -> Rules:
        """The rules to play; never raises (see ``rules_and_problems``)."""
        return self.rules_and_problems()[0]

    def rules_and_problems(self) -> tuple[Rules, list[Notice]]:
        """The rules to play, and why they differ from the chosen options if they do."""
        game = self.game
        seats = {
            "players": len(game.opponents) + 1,
            "stake": game.stake,
            "bankroll": game.bankroll,
            "session_hands": game.session_hands,
        }
        try:
            return Rules.preset(game.preset, **{**game.options, **seats}), []
        except (ValueError, TypeError) as error:
            detail = str(error).removeprefix("impossible rules: ")
        try:
            # The same reasons as values, so that the window can word them in its language.
            chosen = dataclasses.replace(Rules.preset(game.preset), **{**game.options, **seats})
            problems = tuple(chosen.problems())
        except (ValueError, TypeError):
            problems = ()
        message = Notice("rules_conflict", detail=detail, preset=game.preset, problems=problems)
        low, high = PRESET_PLAYERS.get(game.preset, (2, 6))
        fallbacks = (
            (game.preset, seats),
            (game.preset, {**seats, "players": min(max(seats["players"], low), high)}),
            ("classic", {**seats, "players": min(max(seats["players"], 2), 6)}),
        )
        for preset, changes in fallbacks:
            try:
                return Rules.preset(preset, **changes), [message]
            except (ValueError, TypeError):
                continue
        return Rules(), [Notice("rules_conflict_classic", detail=detail, problems=problems)]

    def to_dict(self) -> dict[str, Any]:
        def section(name: str, known: dict[str, Any]) -> dict[str, Any]:
            return {**self.unknown.get(name, {}), **known}

        game = dataclasses.asdict(self.game)
        game["options"] = section(
            "options",
            {k: list(v) if isinstance(v, tuple) else v for k, v in self.game.options.items()},
        )
        game["opponents"] = [seat.to_dict() for seat in self.game.opponents]
        return {
            **self.unknown.get("", {}),
            "schema": SCHEMA_VERSION,
            "game": section("game", game),
            "table": section("table", dataclasses.asdict(self.table)),
            "general": section("general", dataclasses.asdict(self.general)),
            "window": section("window", dataclasses.asdict(self.window)),
            "network": section("network", dataclasses.asdict(self.network)),
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> tuple[Settings, list[Notice]]:
        """Settings from stored data, value by value, with a sentence per bad value."""
        return _Reader(data).settings()


def _show(value: Any) -> str:
    text = repr(value) if isinstance(value, str) else json.dumps(value, default=repr)
    return text if len(text) <= 40 else text[:37] + "..."


def _one_of(choices: tuple[Any, ...]) -> Callable[[Any], Any]:
    def check(value: Any) -> Any:
        if isinstance(value, str) and value in choices:
            return value
        raise ValueError

    return check


def _flag(value: Any) -> bool:
    if isinstance(value, bool):
        return value
    raise ValueError


def _number(key: str) -> Callable[[Any], int]:
    low, high = NUMBER_LIMITS[key]

    def check(value: Any) -> int:
        if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
            return value
        raise ValueError

    return check


def _lessons(value: Any) -> int:
    # More than the course has is read as the whole course done.
    if _whole(value) and 0 <= value <= LESSONS_LIMIT:
        return value
    raise ValueError


def _colour(value: Any) -> str:
    if isinstance(value, str) and _COLOUR.fullmatch(value):
        return value.lower()
    raise ValueError


def _position(value: object) -> int | None:
    # Any place a desktop of several screens may have: the window checks that it fits one.
    if value is None or _whole(value) and abs(value) <= WINDOW_LIMIT:
        return value
    raise ValueError


def _extent(value: object) -> int | None:
    if value is None or _whole(value) and 1 <= value <= WINDOW_LIMIT:
        return value
    raise ValueError


def _whole(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def mailbox_problem(text: str) -> bool:
    """Whether ``text`` cannot be a mailbox server's address ("" is the public one)."""
    return bool(text) and _MAILBOX.fullmatch(text) is None


def relay_problem(text: str) -> bool:
    """Whether ``text`` cannot be a transit relay's address ("" is the public one)."""
    return bool(text) and _RELAY.fullmatch(text) is None


def _server(problem: Callable[[str], bool]) -> Callable[[Any], str]:
    def check(value: Any) -> str:
        if isinstance(value, str) and not problem(value):
            return value
        raise ValueError

    return check


def _preset(value: Any) -> str:
    if isinstance(value, str) and value in Rules.PRESETS:
        return value
    raise ValueError


# Per section: key, the label a user knows it by, and its check.
_FIELDS: dict[str, tuple[tuple[str, str, Callable[[Any], Any]], ...]] = {
    "game": (
        ("preset", "Rule preset", _preset),
        ("stake", "Stake", _number("stake")),
        ("bankroll", "Starting bankroll", _number("bankroll")),
        ("session_hands", "Session length", _number("session_hands")),
    ),
    "table": (
        ("animation_speed", "Animation speed", _one_of(ANIMATION_SPEEDS)),
        ("card_deck", "Card deck", _one_of(CARD_DECKS)),
        ("card_back", "Card back", _one_of(CARD_BACKS)),
        ("table_colour", "Table colour", _colour),
        ("card_size", "Card size", _one_of(CARD_SIZES)),
        ("points_assist", "Points assist", _flag),
        ("sort_hand", "Sort my hand", _flag),
        ("sound", "Sound", _flag),
        ("sound_volume", "Volume", _number("sound_volume")),
        ("sound_without_animation", "Sound without animation", _flag),
    ),
    "network": (
        ("mailbox", "Invitation mailbox", _server(mailbox_problem)),
        ("relay", "Invitation relay", _server(relay_problem)),
    ),
    "general": (
        ("language", "Language", _one_of(LANGUAGES)),
        ("confirm_claim", "Confirm before claiming", _flag),
        ("lessons_done", "Lessons done", _lessons),
        ("lessons_offered", "Lessons offered", _flag),
        ("coach", "Coach", _flag),
    ),
}
# The window's own bookkeeping, not something the user chose: a bad value is dropped silently.
_WINDOW_FIELDS: dict[str, Callable[[Any], Any]] = {
    "x": _position,
    "y": _position,
    "width": _extent,
    "height": _extent,
    "maximised": _flag,
    "full_screen": _flag,
    "log": _flag,
    "log_width": _extent,
}
_SECTION_KEYS = {
    "game": {"preset", "options", "opponents", "stake", "bankroll", "session_hands"},
    "table": {f.name for f in dataclasses.fields(TableSettings)},
    "general": {f.name for f in dataclasses.fields(GeneralSettings)},
    "window": {f.name for f in dataclasses.fields(WindowSettings)},
    "network": {f.name for f in dataclasses.fields(NetworkSettings)},
}


def _rule_option(name: str, value: Any) -> Any:
    """``value`` for the rule option ``name`` if it is allowed on its own, else ValueError."""
    said = OPTIONS[name]
    match said.kind:
        case "choice":
            if value in said.values and type(value) is type(said.values[0]):
                return value
            raise ValueError
        case "flag":
            return _flag(value)
        case "sizes":
            if not isinstance(value, list | tuple):
                raise ValueError
            value = tuple(value)
        case "number":
            value = _number(name)(value)
    # A change to the classic rules flags only this option's own limits.
    found = dataclasses.replace(Rules(), **{name: value}).problems()
    if any(problem.options[0] == name for problem in found):
        raise ValueError
    return value


class _Reader:
    def __init__(self, data: dict[str, Any]) -> None:
        self.data = data
        self.messages: list[Notice] = []
        self.unknown: dict[str, dict[str, Any]] = {}

    def settings(self) -> tuple[Settings, list[Notice]]:
        version = self.data.get("schema")
        if isinstance(version, int) and not isinstance(version, bool) and version > SCHEMA_VERSION:
            self.messages.append(Notice("settings_newer"))
        self._keep_unknown("", self.data, {"schema", *_SECTION_KEYS})
        table = TableSettings(**self._section("table"))
        general = GeneralSettings(**self._section("general"))
        window = WindowSettings(**self._window())
        network = NetworkSettings(**self._section("network"))
        game_values = self._section("game")
        game_data = self.data.get("game")
        if isinstance(game_data, dict):
            game_values["options"] = self._options(game_data.get("options", {}))
            game_values["opponents"] = self._opponents(game_data.get("opponents"))
        game = GameSettings(**game_values)
        settings = Settings(game, table, general, self.unknown, window, network)
        self.messages.extend(settings.rules_and_problems()[1])
        return settings, self.messages

    def _keep_unknown(self, name: str, data: dict[str, Any], known: set[str]) -> None:
        extra = {k: v for k, v in data.items() if k not in known}
        if extra:
            self.unknown[name] = extra

    def _section(self, name: str) -> dict[str, Any]:
        data = self.data.get(name)
        if data is None:
            return {}
        if not isinstance(data, dict):
            self.messages.append(Notice("section_invalid", section=name))
            return {}
        self._keep_unknown(name, data, _SECTION_KEYS[name])
        values: dict[str, Any] = {}
        for key, label, check in _FIELDS[name]:
            if key not in data:
                continue
            try:
                values[key] = check(data[key])
            except ValueError:
                self.messages.append(
                    Notice("value_invalid", label=label, key=key, value=_show(data[key]))
                )
        return values

    def _window(self) -> dict[str, Any]:
        data = self.data.get("window")
        if not isinstance(data, dict):
            return {}
        self._keep_unknown("window", data, _SECTION_KEYS["window"])
        values: dict[str, Any] = {}
        for key, check in _WINDOW_FIELDS.items():
            try:
                values[key] = check(data.get(key, getattr(WindowSettings(), key)))
            except ValueError:
                continue
        return values

    def _options(self, data: Any) -> dict[str, Any]:
        if not isinstance(data, dict):
            self.messages.append(Notice("options_invalid"))
            return {}
        options: dict[str, Any] = {}
        unknown: dict[str, Any] = {}
        for name, value in data.items():
            if name not in _RULE_FIELDS:
                unknown[name] = value
            elif name in SEPARATE_FIELDS:
                self.messages.append(Notice("option_elsewhere", name=name))
            else:
                try:
                    options[name] = _rule_option(name, value)
                except ValueError:
                    self.messages.append(Notice("option_invalid", name=name, value=_show(value)))
        if unknown:
            self.unknown["options"] = unknown
        return options

    def _opponents(self, data: Any) -> list[Seat]:
        if data is None:
            return _default_opponents()
        if not isinstance(data, list) or not 1 <= len(data) <= MAX_OPPONENTS:
            self.messages.append(Notice("opponents_invalid", value=_show(data), most=MAX_OPPONENTS))
            return _default_opponents()
        seats: list[Seat] = []
        for number, entry in enumerate(data):
            default = DEFAULT_OPPONENTS[number]
            entry = entry if isinstance(entry, dict) else {}
            name, level = entry.get("name"), entry.get("level")
            if not valid_name(name):
                self.messages.append(
                    Notice(
                        "opponent_name_invalid",
                        number=number + 1,
                        value=_show(name),
                        default=default.name,
                    )
                )
                name = default.name
            if level not in OFFERED_LEVELS:
                self.messages.append(
                    Notice(
                        "opponent_level_invalid",
                        number=number + 1,
                        value=_show(level),
                        default=default.level,
                    )
                )
                level = default.level
            seats.append(Seat(name, level))
        return seats


def _read(path: Path) -> bytes | None:
    """The file's bytes, or None when it is longer than any settings file: not read whole."""
    with path.open("rb") as file:
        raw = file.read(FILE_LIMIT + 1)
    return raw if len(raw) <= FILE_LIMIT else None


def load(profile: Profile) -> tuple[Settings, list[Notice]]:
    """The saved settings (defaults if there are none) and sentences about any problem."""
    path = profile.settings_file
    try:
        raw = _read(path)
    except FileNotFoundError:
        return Settings(), []
    except OSError as error:
        return Settings(), [Notice("settings_unreadable", reason=describe(error))]
    try:
        data = None if raw is None else json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        data = None
    if not isinstance(data, dict):
        return Settings(), [_set_aside(profile)]
    return Settings.from_dict(data)


def _set_aside(profile: Profile) -> Notice:
    try:
        moved = set_aside(profile.settings_file)
    except OSError as error:
        return Notice("settings_not_moved", reason=describe(error))
    return Notice("settings_moved", name=moved.name)


def save(profile: Profile, settings: Settings) -> str | None:
    """Write the settings atomically; a sentence for the user if that failed."""
    problem = ensure_dir(profile.config_dir)
    if problem:
        return Notice("settings_not_saved_folder", problem=problem.message)
    path = profile.settings_file
    text = json.dumps(settings.to_dict(), indent=2, ensure_ascii=False) + "\n"
    try:
        if _would_lose_values(profile):
            keep_copy(path)
        write_atomic(path, text)
    except OSError as error:
        return Notice("settings_not_saved", reason=describe(error))
    return None


def _would_lose_values(profile: Profile) -> bool:
    """Whether the file on disk holds what ours would drop: a newer version's settings, or
    values this version could not read (reset to defaults). Its original is then kept first.

    Rule options that only clash with each other are not dropped, but written back as they are.
    """
    try:
        raw = _read(profile.settings_file)
    except OSError:
        return False
    if raw is None:
        return True
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return True
    if not isinstance(data, dict):
        return True
    problems = Settings.from_dict(data)[1]
    return any(not problem.code.startswith("rules_conflict") for problem in problems)


__all__ = [
    "ANIMATION_SPEEDS",
    "AnimationSpeed",
    "CARD_BACKS",
    "CARD_DECKS",
    "CARD_SIZES",
    "DEFAULT_OPPONENTS",
    "GameSettings",
    "GeneralSettings",
    "INTERFACE_LANGUAGES",
    "LANGUAGES",
    "MAX_OPPONENTS",
    "NUMBER_LIMITS",
    "SCHEMA_VERSION",
    "SEPARATE_FIELDS",
    "Settings",
    "TableSettings",
    "WindowSettings",
    "load",
    "save",
]
