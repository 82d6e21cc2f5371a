"""The human's turn: the buttons of what their view lists as legal, the cards they choose, the
hint, the coach's word before a costly move, and the words in the action bar about each.

Nothing here runs a rule: the legal actions are the flow's (the controller's view listed them),
a chosen set of cards that is not one of them goes to the controller to be told why, and a move
goes out as text with the generation it was asked in. With the coach on (a setting) the
controller weighs the move first; where it would cost, the bar says why and asks: taken back,
the turn is asked again as it was; played anyway, the same move goes out again.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QApplication, QPushButton, QWidget

from bura_desktop.app.flow import TableFlow
from bura_desktop.app.guest_table import TableSource
from bura_desktop.app.i18n import fill
from bura_desktop.app.narration import cards_text, named
from bura_desktop.app.players import Advice, Caution
from bura_desktop.app.reasons import Reason
from bura_desktop.core import Action, Card, SeatView, beats
from bura_desktop.ui.desktop.announce import announce
from bura_desktop.ui.table.scene import TableScene
from bura_desktop.ui.table.sound import Sound
from bura_desktop.ui.window.action_bar import ActionBar, restyle
from bura_desktop.ui.window.settings_keeper import SettingsKeeper
from bura_desktop.ui.words.prompts import Prompts, highest_declaration, title
from bura_desktop.ui.words.reasons import reason_text
from bura_desktop.ui.words.why import glance_text, move_text, why_text

# A judgment quicker than this passes unsaid: the bar would only flicker.
WEIGHING_SAID_AFTER_MS = 300


class Turn(QObject):
    """The human's part of the table: asked by the controller (``prompt``), answered with
    ``move_chosen``."""

    move_chosen = Signal(int, int, object)  # generation, seat, action as text
    selection_to_check = Signal(object)  # chosen cards that are no legal play: why not?
    hint_requested = Signal()
    coach_set = Signal(bool)  # the coach on or off, for the controller

    def __init__(
        self,
        flow: TableFlow,
        bar: ActionBar,
        table: Callable[[], TableScene],
        sound: Sound,
        kept: SettingsKeeper,
        parent: QWidget,
    ) -> None:
        """``table`` gives the scene on the table now (a new game brings a new one); ``kept``
        the settings: whether a claim is asked once more first, whether the coach speaks."""
        super().__init__(parent)
        self.flow = flow
        self.bar = bar
        self._table = table
        self.sound = sound
        self.kept = kept
        self._prompt_line = ""  # what the human is asked to do now
        self._asked: SeatView | None = None  # the view the human was last asked to act in
        # Said in the bar while the coach weighs a move, if that takes a while.
        self._weighing = QTimer(self)
        self._weighing.setSingleShot(True)
        self._weighing.setInterval(WEIGHING_SAID_AFTER_MS)
        self._weighing.timeout.connect(
            lambda: self.bar.say(self.tr("The coach looks at your move…"), "waiting")
        )
        self.play_button = QPushButton(self.tr("Play"))
        self.claim_button = QPushButton(self.tr("Claim 31"))
        self.declare_button = QPushButton(self.tr("Declare"))
        self.blind_button = QPushButton(self.tr("Blind"))
        self.pass_button = QPushButton(self.tr("Pass"))
        self.play_button.clicked.connect(self.play_chosen)
        self.claim_button.clicked.connect(self.claim)
        self.declare_button.clicked.connect(self.declare)
        self.blind_button.clicked.connect(lambda: self.act("blind"))
        self.pass_button.clicked.connect(lambda: self.act("pass"))
        self._describe_buttons()
        # Plain, as the table's other quiet buttons: gold would urge a claim, from the first
        # move at no points, and tell what the points assist (when off) does not.
        self.claim_button.setProperty("quiet", True)
        for button in self.buttons:
            # Tab reaches them; a click does not, so the keys keep working on the table.
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
            bar.add_button(button)

    @property
    def buttons(self) -> list[QPushButton]:
        return [
            self.play_button,
            self.claim_button,
            self.declare_button,
            self.blind_button,
            self.pass_button,
        ]

    @property
    def table(self) -> TableScene:
        return self._table()

    @property
    def prompts(self) -> Prompts:
        """The words of the table's questions under the rules of the game on the table."""
        return Prompts(self.flow.setup.rules)

    def _describe_buttons(self) -> None:
        """Names and descriptions for screen readers, and the same as tooltips: each says the
        button's key."""
        described = (
            (self.play_button, self.tr("Play the chosen cards. Key: Enter.")),
            (self.claim_button, self.tr("Claim that your pile holds 31 card points. Key: C.")),
            (self.declare_button, self.prompts.declare_tip(None)),
            (self.blind_button, self.tr("Bet blind, before seeing your cards. Key: B.")),
            (self.pass_button, self.prompts.pass_tip(())),
        )
        for button, description in described:
            button.setAccessibleName(button.text())
            button.setAccessibleDescription(description)
            button.setToolTip(description)

    def follow(self, scene: TableScene) -> None:
        """The cards chosen, double-clicked or dragged on a new table."""
        scene.selection_changed.connect(self.selection_changed)
        scene.card_double_clicked.connect(self.double_clicked)
        scene.card_dropped.connect(self.dropped)

    # ------------------------------------------------------------------ from the controller

    def attach(self, controller: TableSource) -> None:
        """Asked, answered and told why by ``controller``: Qt queues its signals to here."""
        controller.prompt.connect(self.prompt)
        controller.thinking.connect(self.thinking)
        controller.refused.connect(self.refused)
        controller.selection_checked.connect(self.selection_checked)
        controller.hint_found.connect(self.hint_found)
        controller.judging.connect(self.judging)
        controller.coached.connect(self.coached)
        controller.events_ready.connect(self._weighing.stop)
        self.move_chosen.connect(controller.move)
        self.selection_to_check.connect(controller.check_selection)
        self.hint_requested.connect(controller.hint)
        self.coach_set.connect(controller.set_coach)
        self.kept.coach_changed.connect(self.coach_set)
        self.coach_set.emit(self.kept.coach)

    def prompt(self, generation: int, view: SeatView) -> None:
        if not self.flow.current(generation):
            return
        self._weighing.stop()
        self._asked = view
        self.flow.asked(view.legal_actions())
        self.show_buttons()
        self._prompt_line = self.prompts.prompt(view, self.flow.legal)
        self.bar.say(self._prompt_line)
        self.selection_changed(self.table.hand.chosen())

    def thinking(self, generation: int, seat: int) -> None:
        if self.flow.current(generation):
            name = named(self.flow.setup.seats[seat].name)
            self.bar.say(fill(self.tr("%1 is thinking…"), name), "waiting")
            self.table.think(seat)  # a ring on its plate; the words are for screen readers

    def refused(self, generation: int, reason: Reason) -> None:
        if self.flow.current(generation):
            self._weighing.stop()
            self.sound.cue("refused")
            text = self._reason_text(reason)
            self.bar.say(text, "refused")
            announce(self.bar.label, text, text)  # a lesson's why, or the rules': said aloud

    def selection_checked(
        self, generation: int, cards: tuple[Card, ...], reason: Reason | None
    ) -> None:
        if not self.flow.current(generation):
            return
        if self.flow.legal and cards == self.table.hand.chosen() and reason is not None:
            self.bar.say(self._reason_text(reason), "refused")

    def hint_found(self, generation: int, advice: Advice) -> None:
        action = advice.action
        if not self.flow.current(generation) or action not in self.flow.legal:
            return  # the turn is over (a new game, say): the hint is of no use
        match action.kind:
            case "play":
                self.table.hand.choose_only(action.cards)  # Enter or Play then plays it
                cards = cards_text(action.cards)
                if action.down:
                    text = self.tr("Hint: play %1 face down. Press Play or Enter.")
                else:
                    text = self.tr("Hint: play %1. Press Play or Enter.")
                text = fill(text, cards)
            case "claim":
                text = self.tr("Hint: claim 31 now (C).")
            case "declare":
                text = fill(self.tr("Hint: declare %1 (D)."), title(action.declaration or ""))
            case "blind":
                text = self.tr("Hint: bet blind.")
            case _:
                text = self.tr("Hint: pass.")
        said = text
        if advice.other is not None and advice.reasons:
            # Why, in a sentence read at a glance on the bar; in the review's own numbers, the
            # move against the next best, in its tooltip and for a screen reader.
            other, best = move_text(advice.other), move_text(action)
            said = " ".join([text, glance_text(advice.reasons[0], other)])
            text = " ".join([text, *(why_text(r, other, best) for r in advice.reasons)])
        self.bar.say(said)
        self.bar.label.setToolTip(text)
        announce(self.bar.label, text, text)  # asked for with a key: a screen reader says it

    def judging(self, generation: int) -> None:
        """The coach weighs the move just chosen: said if it takes a while."""
        if self.flow.current(generation):
            self._weighing.start()

    def coached(self, generation: int, caution: Caution) -> None:
        """The coach holds the move back: the turn is asked again as it was, the cards back in
        the hand, and the bar says why and asks. Taking it back (the default) leaves the turn
        as asked; playing it anyway sends the same move again."""
        self._weighing.stop()
        view = self._asked
        if not self.flow.current(generation) or view is None:
            return
        self.prompt(generation, view)
        self.table.hand.clear_choice()
        text = self.caution_text(caution)
        move = str(caution.action)
        play = self.tr("Play it anyway")
        self.bar.ask(text, play, lambda: self.act(move), False, self.tr("Take it back"))
        announce(self.bar.label, text, text)

    def caution_text(self, caution: Caution) -> str:
        """The coach's sentence: the move, the better one, and why in the review's numbers."""
        played, better = move_text(caution.action), move_text(caution.better)
        head = fill(self.tr("Coach: %1 looks costly; %2 is better."), played, better)
        return " ".join([head, *(why_text(r, played, better) for r in caution.reasons)])

    def _reason_text(self, reason: Reason) -> str:
        setup = self.flow.setup
        return reason_text(reason, [s.name for s in setup.seats], setup.watched)

    # ------------------------------------------------------------------ the buttons

    def show_buttons(self) -> None:
        """The buttons of what the human may do now, none while nothing is asked."""
        focused = QApplication.focusWidget()
        legal = self.flow.legal
        kinds = {a.kind for a in legal}
        self.play_button.setVisible("play" in kinds)
        self.claim_button.setVisible("claim" in kinds)
        self.blind_button.setVisible("blind" in kinds)
        self.pass_button.setVisible("pass" in kinds)
        declaration = highest_declaration(legal)
        self.declare_button.setVisible(declaration is not None)
        if declaration is not None:
            self.declare_button.setText(fill(self.tr("Declare %1"), title(declaration)))
            self.declare_button.setAccessibleName(self.declare_button.text())
            tip = self.prompts.declare_tip(declaration)
            self.declare_button.setAccessibleDescription(tip)
            self.declare_button.setToolTip(tip)
        if "pass" in kinds:
            tip = self.prompts.pass_tip(legal)
            self.pass_button.setAccessibleDescription(tip)
            self.pass_button.setToolTip(tip)
        self.play_button.setEnabled(False)
        self._suggest()
        self.bar.refit()
        if focused in self.buttons and focused.isHidden():
            # A pressed button vanishes with its prompt: the keys go back to the cards.
            view = self.table.views()
            if view:
                view[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def _suggest(self) -> None:
        """One gold button, the move a player most likely means: the chosen cards, else the
        combination to declare, else passing; two gold buttons side by side suggest none."""
        play = self.play_button
        order = [play] if play.isEnabled() else []
        order += [self.declare_button, self.pass_button, self.blind_button, play]
        gold = next((b for b in order if not b.isHidden()), None)
        for button in (play, self.declare_button, self.pass_button, self.blind_button):
            if bool(button.property("quiet")) != (button is not gold):
                restyle(button, "quiet", button is not gold)

    def legal_play(self, cards: Sequence[Card]) -> Action | None:
        chosen = set(cards)
        return next(
            (a for a in self.flow.legal if a.kind == "play" and set(a.cards) == chosen), None
        )

    def selection_changed(self, cards: tuple[Card, ...]) -> None:
        if not self.flow.legal:
            return
        legal = self.legal_play(cards)
        self.play_button.setEnabled(legal is not None)
        self._suggest()
        if "play" not in {a.kind for a in self.flow.legal}:
            return
        if legal is not None:
            self.bar.say(fill(self._play_line(cards), cards_text(cards)))
        elif cards:
            self.selection_to_check.emit(cards)  # the reason comes back as selection_checked
        else:  # what to choose, then how
            self.bar.say(
                fill(
                    self.tr("%1 Click the cards or press their numbers (H for a hint)."),
                    self._prompt_line,
                )
            )

    def _play_line(self, cards: Sequence[Card]) -> str:
        """What playing ``cards`` would do: lead, take the trick as it stands, or throw."""
        trick = self.table.model.trick
        winning = [slot.card for slot in trick.winning()]
        known = [card for card in winning if card is not None]
        trump = self.table.model.trump_indicator
        if not trick.plays or trump is None:
            return self.tr("Lead %1: press Play or Enter.")
        if len(known) == len(winning) and beats(cards, known, trump.suit):
            return self.tr("%1 beats the trick: press Play or Enter.")
        return self.tr("%1 does not beat the trick: it is thrown. Press Play or Enter.")

    # ------------------------------------------------------------------ the human acts

    def choose_nth(self, n: int) -> None:
        hand = self.table.hand.cards()
        if 1 <= n <= len(hand):
            self.table.hand.toggle(hand[n - 1])

    def play_chosen(self) -> None:
        if self.bar.asking():
            self.bar.answer()
            return
        action = self.legal_play(self.table.hand.chosen())
        if action is not None and self.play_button.isVisible():
            self.act(str(action))

    def dropped(self, card: Card) -> None:
        """A card dragged to the trick plays it, with the other chosen cards."""
        cards = set(self.table.hand.chosen()) | {card}
        action = self.legal_play(tuple(cards))
        if action is not None and self.play_button.isVisible():
            self.act(str(action))
            return
        self.table.return_to_hand()
        if self.flow.legal and cards:
            self.selection_to_check.emit(tuple(c for c in self.table.hand.cards() if c in cards))

    def double_clicked(self, card: Card) -> None:
        action = self.legal_play((card,))
        if action is not None:
            self.act(str(action))

    def hint(self) -> None:
        """Ask for a suggestion for this turn: it comes back as the cards chosen, or in words."""
        if self.flow.legal:
            self.bar.say(self.tr("Looking for a good move…"))
        self.hint_requested.emit()

    def claim(self) -> None:
        """Claim 31 (C, or the button); first asked once more in the bar if the settings say so:
        its Claim button confirms, and Enter too unless cards are chosen; Escape cancels."""
        if not any(a.kind == "claim" for a in self.flow.legal):
            return
        if self.bar.asking():
            self.bar.confirm()
            return
        if self.kept.confirm_claim:
            question = self.tr(
                "Claim 31 now? If your tricks hold fewer than 31 card points, the claim is wrong"
                " and costs you."
            )
            # With cards chosen, Enter is the key that plays them: here it must not claim.
            chosen = bool(self.table.hand.chosen())
            self.bar.ask(question, self.tr("Claim 31"), lambda: self.act("claim"), not chosen)
            return
        self.act("claim")

    def declare(self) -> None:
        declaration = highest_declaration(self.flow.legal)
        if declaration is not None:
            self.act(f"declare {declaration}")

    def act(self, text: str) -> None:
        """The human's move, ``text`` in the form ``Action.parse`` reads."""
        self.bar.cancel()
        generation = self.flow.acted()
        if generation is None:
            return  # nothing was asked
        self.show_buttons()
        self.move_chosen.emit(generation, self.flow.setup.watched, text)


__all__ = ["Turn"]
