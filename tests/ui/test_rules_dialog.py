import pytest

from bura_desktop.core import Rules
from bura_desktop.core.rules import CHOICES, OPTIONS
from bura_desktop.ui.dialogs.rules_dialog import RulesDialog, differences

CLASSIC = Rules.preset("classic")
# The options a newcomer is told of where they differ, and those whose value another option's
# sentence tells (the series' target and the penalty limit, with their scoring).
TOLD = [name for name, said in OPTIONS.items() if said.differs]
TOLD_WITH = {told: name for name, said in OPTIONS.items() for told in said.tells}


def test_the_rules_window_lists_the_options_in_force(qtbot):
    dialog = RulesDialog(Rules.preset("kozel", players=3))
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    assert "4 cards (Kozel)" in text and "Most points take the pot" in text
    classic = RulesDialog(Rules.preset("classic"))
    qtbot.addWidget(classic)
    assert "Claiming 31" in classic.text.toPlainText()  # the newcomer's explanation
    assert "Chips in a pot" in classic.text.toPlainText()
    assert "4 cards (Kozel)" not in classic.text.toPlainText()


def test_what_differs_from_the_classic_game_is_said_first(qtbot):
    kozel = RulesDialog(Rules.preset("kozel", players=3))
    qtbot.addWidget(kozel)
    text = kozel.text.toPlainText()
    assert "Different at this table" in text
    assert "Each player holds 4 cards; a Bura is any three trumps among them." in text
    assert "A lead has 1 or 3 cards, all of one suit." in text
    assert "Nobody claims 31: every hand is played out." in text
    assert "Claiming 31." not in text  # the classic paragraph, for tables with claims
    assert text.index("Different at this table") < text.index("The rules at this table")
    penalty = RulesDialog(Rules.preset("penalty", penalty_limit=20))
    qtbot.addWidget(penalty)
    assert "Whoever reaches 20 loses the session." in penalty.text.toPlainText()
    classic = RulesDialog(Rules.preset("classic"))
    qtbot.addWidget(classic)
    assert "Different at this table" not in classic.text.toPlainText()


def test_the_rules_window_explains_the_lead_and_claim_options_that_are_on(qtbot):
    classic = RulesDialog(Rules.preset("classic"))
    qtbot.addWidget(classic)
    text = classic.text.toPlainText()
    assert "once the last card is played nobody may claim" in text
    assert "last chance" not in text and "passes round the table" not in text
    house = RulesDialog(Rules.preset("classic", players=4, last_chance=True, next_lead="rotate"))
    qtbot.addWidget(house)
    text = house.text.toPlainText()
    assert "one last chance to claim 31" in text
    assert "The lead passes round the table after every trick" in text
    assert "Round the table" in text  # and in the table of the rules in force


def test_every_option_of_the_game_is_told_when_it_differs():
    setup = {name for name, said in OPTIONS.items() if said.group == "table"}
    assert set(TOLD) | set(TOLD_WITH) | setup == set(OPTIONS)
    assert not set(TOLD) & (set(TOLD_WITH) | setup)
    assert TOLD_WITH == {"target": "scoring", "penalty_limit": "scoring"}


def other_values(name):
    """Every value of option ``name`` other than the classic game's."""
    if name in CHOICES:
        values = list(CHOICES[name])
    elif name == "lead_sizes":
        values = [(1,), (1, 2), (1, 3), (1, 2, 3)]
    elif isinstance(getattr(CLASSIC, name), bool):
        values = [True, False]
    else:
        values = [1, 2, 5, 20]
    return [v for v in values if v != getattr(CLASSIC, name)]


def tables():
    """Every preset, and each of them with each option set to each other value it allows."""
    for preset in Rules.PRESETS:
        yield Rules.preset(preset)
        for name in [*TOLD, *TOLD_WITH]:
            for value in other_values(name):
                changes = {name: value}
                if name in ("four_aces", "four_trumps"):
                    changes["hand_size"] = 4
                try:
                    yield Rules.preset(preset, **changes)
                except ValueError:  # a combination the rules refuse
                    continue


def test_each_option_that_differs_from_the_classic_game_is_named_at_every_preset():
    tables_seen = 0
    for rules in tables():
        told = dict(differences(rules))
        for name in TOLD:
            differs = getattr(rules, name) != getattr(CLASSIC, name)
            matters = not (name == "false_claim" and not rules.claims)
            assert (name in told) == (differs and matters), (name, rules)
        if rules.scoring == "series":
            assert str(rules.target) in told["scoring"]
        if rules.scoring == "penalty":
            assert str(rules.penalty_limit) in told["scoring"]
        tables_seen += 1
    assert tables_seen > 100


@pytest.mark.parametrize(
    ("preset", "said"),
    [
        ("rules_sheet", ["Three aces are not a combination.", "A molodka", "only a Bura"]),
        ("kozel", ["Four aces win the hand at once", "A molodka", "Three aces are not"]),
        ("penalty", ["Three aces are not a combination.", "A molodka", "penalty points"]),
    ],
)
def test_the_presets_say_which_combinations_are_off_or_win(preset, said):
    told = " ".join(text for _, text in differences(Rules.preset(preset)))
    for words in said:
        assert words in told


def test_the_rules_sheet_is_told_to_declare_its_bura_not_to_lead_it(qtbot):
    dialog = RulesDialog(Rules.preset("rules_sheet"))
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    assert "declare it (D) before you lead and you win the hand" in text
    assert "Led as a trick, three trumps are an ordinary lead." in text
    assert "is not declared" not in text


@pytest.mark.parametrize("language", ["ru", "de", "it", "es"])
def test_every_difference_is_told_in_the_players_language(switch_language, language):
    english: set[str] = set()
    for rules in tables():
        english.update(text for _, text in differences(rules))
    switch_language(language)
    for rules in tables():
        for _name, text in differences(rules):
            assert text not in english, (language, text)


def test_the_rules_in_force_leave_out_what_changes_nothing_at_the_table(qtbot):
    penalty = RulesDialog(Rules.preset("penalty", penalty_limit=20))
    qtbot.addWidget(penalty)
    text = penalty.text.toPlainText()
    table = text[text.index("The rules at this table") :]
    assert "Penalty limit\n20" in table
    for gone in ("A wrong claim", "Stake", "Starting bankroll", "Hands to win a series"):
        assert gone not in table, gone
    classic = RulesDialog(Rules.preset("classic"))
    qtbot.addWidget(classic)
    table = classic.text.toPlainText()
    assert "A wrong claim" in table and "Stake" in table and "Penalty limit" not in table
