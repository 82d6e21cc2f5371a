from bura_desktop.core import Rules
from bura_desktop.ui.rules_dialog import RulesDialog


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
    assert "Each player holds 4 cards and leads 1 or 3 cards." in text
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
