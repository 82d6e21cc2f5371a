from bura_desktop.core import Rules
from bura_desktop.ui.rules_dialog import RulesDialog


def test_the_rules_window_lists_the_options_in_force(qtbot):
    dialog = RulesDialog(Rules.preset("kozel", players=3))
    qtbot.addWidget(dialog)
    text = dialog.text.toPlainText()
    assert "Claiming 31" in text  # the newcomer's explanation
    assert "4 cards (Kozel)" in text and "Most points take the pot" in text
    classic = RulesDialog(Rules.preset("classic"))
    qtbot.addWidget(classic)
    assert "Chips in a pot" in classic.text.toPlainText()
    assert "4 cards (Kozel)" not in classic.text.toPlainText()
