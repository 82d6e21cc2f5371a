"""The table's prompts and the Declare button's tooltip name only what is legal at this table."""

from __future__ import annotations

import random
import re

import pytest

from bura_desktop.core import Game, Rules
from bura_desktop.ui.words.prompts import Prompts
from tests.core.stacking import deal
from tests.ui.showing import my_turn_or_hand_over

# The verbs a prompt can name, as the English prompts word them, and the kind of action each is.
VERBS = {
    "declare": r"\b[Dd]eclar(e|ing)\b",
    "claim": r"\b[Cc]laim(ing)?\b",
    "pass": r"\bpass\b",
    "blind": r"\b[Bb]et(ting)? blind\b",
    "play": r"\b(choose|lead one|lead [\d, or]+ cards)\b",
}


def named(prompt: str) -> set[str]:
    return {kind for kind, pattern in VERBS.items() if re.search(pattern, prompt)}


def tables() -> list[Rules]:
    """Every preset at 2 and 3 players, and the options that change what a player is asked."""
    found = []
    for preset in Rules.PRESETS:
        for players in (2, 3):
            found.append(Rules.preset(preset, players=players))
    found.append(Rules.preset("classic", players=4, blind=True, three_aces="win"))
    found.append(Rules.preset("classic", last_chance=True, closed_cards=True, moscow=True))
    found.append(Rules.preset("rules_sheet", scoring="penalty", claims=False))
    return found


@pytest.mark.parametrize("rules", tables(), ids=lambda r: f"{r.scoring}-{r.players}")
def test_every_verb_a_prompt_names_is_legal(rules):
    rng = random.Random(rules.players)
    prompts = 0
    for _ in range(40):
        game = Game(rules, seed=rng.getrandbits(32))
        while game.to_act is not None:
            view = game.view(game.to_act)
            legal = game.legal_actions()
            kinds = {a.kind for a in legal}
            prompt = Prompts(rules).prompt(view, legal)
            if "pass" in kinds:  # what the Pass button passes up is legal too
                passed_up = Prompts(rules).pass_tip(legal).removesuffix(" Key: P.")
                assert named(passed_up) <= kinds, (passed_up, legal)
            assert named(prompt) <= kinds, (prompt, legal)
            if "play" not in kinds:  # asked before a lead or after the last: all of it named
                assert named(prompt) == kinds, (prompt, legal)
            prompts += 1
            others = [a for a in legal if a.kind != "claim"]  # hands not cut short too often
            game.apply(rng.choice(others if others and rng.random() < 0.9 else legal))
    assert prompts > 200


def test_the_rules_sheet_leader_holding_a_bura_is_told_to_declare_it_not_to_pass():
    game = deal(Rules.preset("rules_sheet"), ["6♣ 7♦ 8♠", "6♥ 7♥ 8♥"], "A♥")
    legal = game.legal_actions()
    prompt = Prompts(game.rules).prompt(game.view(1), legal)
    assert prompt == "Your lead, or declare Bura and win the hand."


def test_the_leader_asked_first_is_asked_to_claim_or_pass():
    # Seat 0's Bura makes the leader, seat 1, be asked first.
    game = deal(hands=["6♥ 7♥ 8♥", "9♣ J♠ Q♦"], indicator="A♥")
    prompt = Prompts(game.rules).prompt(game.view(1), game.legal_actions())
    assert prompt == "Before anyone declares: claim 31 if you have it, or pass."


@pytest.mark.parametrize(
    ("rules", "declaration", "tip"),
    [
        (Rules.preset("classic"), "bura", "Show your Bura: it wins the hand and the pot. Key: D."),
        (
            Rules.preset("classic"),
            "molodka",
            "Show your molodka: it takes the lead, unless the leader shows a combination as good"
            " or better. Key: D.",
        ),
        (Rules.preset("rules_sheet"), "bura", "Show your Bura: it wins the hand. Key: D."),
        (Rules.preset("penalty"), "bura", "Show your Bura: it wins the hand. Key: D."),
        (
            Rules.preset("kozel"),
            "four-aces",
            "Show your four aces: it wins the hand and the pot. Key: D.",
        ),
        (
            Rules.preset("classic", three_aces="win"),
            "three-aces",
            "Show your three aces: it wins the hand and the pot. Key: D.",
        ),
    ],
)
def test_the_declare_tooltip_says_what_the_declaration_does_at_this_table(rules, declaration, tip):
    assert Prompts(rules).declare_tip(declaration) == tip


def test_the_declare_button_tells_the_rules_sheet_player_there_is_no_pot(qtbot, open_window):
    from bura_desktop.app import TableSetup

    # A deal whose first lead is the human's (seat 0) with a Bura in hand.
    sheet = Rules.preset("rules_sheet")
    seed = next(
        s
        for s in range(500)
        if any(a.kind == "declare" for a in Game(sheet, seed=s, dealer=1).legal_actions())
    )
    window = open_window(TableSetup.against_computers(rules=sheet, seed=seed, dealer=1))
    my_turn_or_hand_over(qtbot, window)
    assert window.turn.declare_button.isVisible()
    assert window.turn.declare_button.toolTip() == "Show your Bura: it wins the hand. Key: D."
    assert window.status.text().startswith("Your lead, or declare Bura and win the hand.")


def gold(window) -> list[str]:
    """The move buttons shown in gold: those a player reads as suggested."""
    return [b.text() for b in window.turn.buttons if b.isVisible() and not b.property("quiet")]


def test_one_button_is_suggested_declaring_a_molodka_not_passing_too(
    qtbot, open_window, no_animation
):
    # Issue #47: Declare and Pass stood side by side in the same gold.
    from bura_desktop.app import TableSetup
    from bura_desktop.app.lessons import COURSE

    window = open_window(TableSetup.against_computers(seed=5))
    window.lessons.open(next(i for i, lesson in enumerate(COURSE) if lesson.key == "combinations"))
    qtbot.waitUntil(lambda: window.turn.declare_button.isVisible())
    assert window.turn.pass_button.isVisible()
    assert gold(window) == [window.turn.declare_button.text()]


def test_the_chosen_cards_take_the_gold_from_a_declaration(qtbot, open_window):
    from bura_desktop.app import TableSetup

    sheet = Rules.preset("rules_sheet")
    seed = next(
        s
        for s in range(500)
        if any(a.kind == "declare" for a in Game(sheet, seed=s, dealer=1).legal_actions())
    )
    window = open_window(TableSetup.against_computers(rules=sheet, seed=seed, dealer=1))
    my_turn_or_hand_over(qtbot, window)
    assert gold(window) == [window.turn.declare_button.text()]
    play = next(a for a in window.flow.legal if a.kind == "play")
    window.table.hand.choose_only(play.cards)
    assert gold(window) == ["Play"]


def test_buttons_too_many_for_one_row_go_on_a_second_never_cut(qtbot):
    # Issue #47: "Объявить: Молодка" beside two other buttons read "бъявить: Молодк".
    from PySide6.QtCore import QRect
    from PySide6.QtWidgets import QPushButton, QWidget

    from bura_desktop.ui.window.action_bar import ActionBar
    from tests.ui.screens import cut

    table = QWidget()
    table.resize(800, 500)
    qtbot.addWidget(table)
    bar = ActionBar(table)
    buttons = [QPushButton(t) for t in ("31!", "Объявить: Молодка", "Пас")]
    for button in buttons:
        bar.add_button(button)
        button.show()
    bar.say("Можно объявить комбинацию, сказать «31!» или пасовать.")
    table.show()
    bar.place(QRect(250, 400, 300, 60))
    assert not cut(table), cut(table)
    assert all(b.width() >= b.sizeHint().width() for b in buttons)
    assert bar.geometry().bottom() == 459 and bar.width() == 300
    # Room again: one row.
    bar.place(QRect(100, 400, 600, 60))
    assert len({b.y() for b in buttons}) == 1 and not cut(table)


def test_a_moscow_answer_is_told_it_may_be_fewer_cards(switch_language):
    # Issue #47: the prompt asked for as many cards as were led, where fewer may answer.
    switch_language("en")  # "2 cards", not "2 card(s)"
    rules = Rules.preset("classic", moscow=True)
    for seed in range(200):
        game = Game(rules, seed=seed, dealer=1)
        leads = [a for a in game.legal_actions() if a.kind == "play" and len(a.cards) == 2]
        if game.to_act == 0 and leads:
            game.apply(leads[0])
            break
    else:
        pytest.fail("no deal with a two-card lead")
    legal = game.legal_actions()
    assert {len(a.cards) for a in legal if a.kind == "play"} == {1, 2}
    prompt = Prompts(rules).prompt(game.view(1), legal)
    assert prompt == "Your answer: 2 cards to beat the trick, or as few as one to throw."
