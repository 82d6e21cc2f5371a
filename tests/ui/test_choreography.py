"""The screen follows the cards: prompts, "thinking…", the stock count and a resumed table show
what has landed and what the seat may see, never more and never ahead."""

from __future__ import annotations

import pytest

from bura_desktop.app import TableSetup
from bura_desktop.core import Game, Rules
from bura_desktop.core.cards import pack
from bura_desktop.ui.table import timing
from bura_desktop.ui.table.scene import TableScene
from bura_desktop.ui.window.main_window import MainWindow
from tests.core.seeing import seen_now
from tests.ui.showing import quick, show


@pytest.fixture
def fast(qtbot):
    timing.set_speed("fast")
    yield
    timing.set_speed("normal")


def a_play(game: Game, last: bool = False):
    actions = game.legal_actions()
    plays = [a for a in actions if a.kind == "play"] or [a for a in actions if a.kind != "claim"]
    return plays[-1 if last else 0]


def at_rest(scene: TableScene) -> bool:
    return not any(item.is_animating() for item in scene.items_.values()) and not scene.chips.flying


def test_prompts_wait_for_the_cards_and_thinking_goes_when_the_move_shows(qtbot, fast):
    window = MainWindow(TableSetup.against_computers(players=3, seed=3, dealer=0), quick)
    qtbot.addWidget(window)
    window.resize(1024, 640)
    window.show()
    prompts_at_rest: list[bool] = []
    statuses: list[str] = []
    status_at_move: list[str] = []
    show_buttons, say = window.turn.show_buttons, window.bar.say

    def buttons_shown():
        if window.flow.legal:  # a prompt: the human's buttons come up
            prompts_at_rest.append(at_rest(window.table))
        show_buttons()

    def said(text, kind=""):
        statuses.append(text)
        say(text, kind)

    # Stubbed in place, to watch when they are called.
    window.turn.show_buttons, window.bar.say = buttons_shown, said  # type: ignore[method-assign]
    # The status line as each batch's first event starts to show.
    armed = [False]

    def event_shown(_event):
        if armed[0]:
            armed[0] = False
            status_at_move.append(window.status.text())

    window.table.batch_started.connect(lambda: armed.__setitem__(0, True))
    window.table.event_shown.connect(event_shown)
    for _ in range(40):
        qtbot.waitUntil(lambda: bool(window.flow.legal) or window.panel.isVisible(), timeout=20_000)
        if window.panel.isVisible():
            break
        assert at_rest(window.table)  # the buttons are up: every card has landed
        play = next(a for a in window.flow.legal if a.kind in ("play", "pass"))
        window.turn.act(str(play))
    assert window.panel.isVisible() and prompts_at_rest and all(prompts_at_rest)
    # Computers did think, and their line was gone as their move started to show.
    assert any("thinking" in text for text in statuses)
    assert not any("thinking" in text for text in status_at_move)
    window.close()


def test_the_stock_count_drops_as_the_drawn_card_leaves(qtbot, fast):
    rules = Rules.preset("classic")
    scene = TableScene(TableSetup.against_computers(rules=rules, seed=2, dealer=1))
    scene.relayout(1024, 640)
    game = Game(rules, seed=2, dealer=1)
    labels: list[str] = []
    place = scene._place

    def placed(pile, duration, *args):
        place(pile, duration, *args)
        if pile.kind == "hand" and duration > 0:
            labels.append(scene.middle.stock_label.text())

    scene._place = placed  # type: ignore[method-assign]  # stubbed in place, to watch it
    with qtbot.waitSignal(scene.drained, timeout=10_000):
        show(scene, game.opening_events, game.view(0))
    # The stock shrinks card by card as the deal takes them: 36 - the indicator - 1, ...
    assert labels[:6] == [f"Stock {n}" for n in range(34, 28, -1)]
    assert scene.middle.stock_label.text() == "Stock 29"
    labels.clear()
    events = game.apply(a_play(game)) + game.apply(a_play(game))
    with qtbot.waitSignal(scene.drained, timeout=10_000):
        show(scene, events, game.view(0))
    # Each draw's count shows as its card takes off for the hand, one card at a time.
    changes = [text for i, text in enumerate(labels) if i == 0 or labels[i - 1] != text]
    assert changes == ["Stock 29", "Stock 28", "Stock 27"]


@pytest.mark.usefixtures("no_animation")
@pytest.mark.parametrize("closed", [False, True])
def test_a_resumed_table_shows_exactly_what_the_view_allows(qtbot, closed):
    rules = Rules.preset("classic", players=3, closed_cards=closed)
    game = Game(rules, seed=11, dealer=2)
    for _ in range(7):  # into the hand: tricks taken, cards drawn, a trick on the table
        game.apply(a_play(game, last=closed))
    view = game.view(0)
    scene = TableScene(TableSetup.against_computers(players=3, rules=rules, seed=11))
    scene.relayout(1024, 640)
    scene.show_view(view)
    named = {item.card for item in scene.items_.values() if item.card is not None}
    assert named <= seen_now(game, 0)
    assert sorted(scene.hand.cards()) == sorted(game.hand(0))
    assert len(scene.items_) == rules.deck
    hidden = set(pack(rules.deck)) - seen_now(game, 0)
    assert not named & hidden
    face_up = {item.card for item in scene.items_.values() if item.is_face_up()}
    assert face_up <= set(view.hand) | {view.indicator} | {
        c for play in view.trick for c in play.cards
    } | {c for cards in view.known_cards for c in cards}
    assert scene.model.differences(view) == []
    # And it plays on from there: the next batch folds onto the resumed table.
    events = game.apply(a_play(game)) if game.to_act is not None else []
    show(scene, events, game.view(0))
    qtbot.waitUntil(lambda: not scene.busy, timeout=5000)
    assert scene.model.differences(game.view(0)) == []


def a_lenient_table(qtbot, monkeypatch):
    """A dealt two-player table that, as in the app, mends what it cannot show."""
    from bura_desktop.ui.table import scene as table

    monkeypatch.setattr(table, "STRICT", False)
    rules = Rules.preset("classic")
    game = Game(rules, seed=6, dealer=1)
    scene = TableScene(TableSetup.against_computers(rules=rules, seed=6))
    scene.relayout(1024, 640)
    show(scene, game.opening_events, game.view(0))
    qtbot.waitUntil(lambda: not scene.busy)
    return scene, game


@pytest.mark.usefixtures("no_animation")
def test_a_table_that_disagrees_with_the_view_is_logged_and_laid_out_from_it(
    qtbot, monkeypatch, caplog
):
    scene, game = a_lenient_table(qtbot, monkeypatch)
    # A batch goes missing (as a bug would lose one): the next view is two moves on.
    game.apply(a_play(game))
    events = game.apply(a_play(game))
    with caplog.at_level("WARNING", logger="bura_desktop.ui.table.scene"):
        show(scene, events, game.view(0))
        qtbot.waitUntil(lambda: not scene.busy)
    assert any("did not match the view" in r.getMessage() for r in caplog.records)
    assert scene.model.differences(game.view(0)) == []
    assert sorted(scene.hand.cards()) == sorted(game.hand(0))
    assert len(scene.items_) == 36


@pytest.mark.usefixtures("no_animation")
def test_a_step_that_fails_is_logged_and_the_table_goes_on_from_the_view(
    qtbot, monkeypatch, caplog
):
    scene, game = a_lenient_table(qtbot, monkeypatch)

    def broken(event):
        raise RuntimeError("a bug in the table")

    monkeypatch.setattr(scene.model, "_played", broken)
    events = game.apply(a_play(game))
    with (
        caplog.at_level("ERROR", logger="bura_desktop.ui.table.scene"),
        qtbot.waitSignal(scene.drained, timeout=3000),
    ):
        show(scene, events, game.view(0))
    assert any("could not show an event" in r.getMessage() for r in caplog.records)
    assert scene.model.differences(game.view(0)) == []
