"""A lesson being played: its stacked deal, the other seats' moves, and the player's moves
checked against the step they answer (issue #38).

The tutor runs where the rules run, in the controller's worker. A move the step expects is
played; any other is not, and the tutor says why instead, in this order: the rules' own
refusal (an illegal move), a play that does not beat what the step asked to beat, a throw that
gives points away, a claim short of 31, and else the step's own sentence. Nothing of the game
changes until the expected move is made.
"""

from __future__ import annotations

from dataclasses import dataclass

from bura_desktop.app.lessons.course import Arg, Lesson, Name, Step
from bura_desktop.core import Action, Card, Game, IllegalAction, Rules, SeatView, beats
from bura_desktop.core.cards import pack
from bura_desktop.core.game import CLAIM_TARGET
from bura_desktop.core.refusals import Refusal
from bura_desktop.core.wording import QT_TRANSLATE_NOOP, fill

NOT_BEATING_ONE = QT_TRANSLATE_NOOP(
    "Lessons", "%1 does not beat %2: only a higher card of its suit, or a trump, beats it."
)
NOT_BEATING = QT_TRANSLATE_NOOP(
    "Lessons",
    "%1 do not beat %2: each card led needs its own card that beats it, higher and of its"
    " suit, or a trump.",
)
GIVES_POINTS = QT_TRANSLATE_NOOP(
    "Lessons", "%1 would give %2 points to the trick's winner: throw cards worth less."
)
SHORT_CLAIM = QT_TRANSLATE_NOOP(
    "Lessons",
    "Your tricks hold %1 points, fewer than 31: that claim would be wrong and cost you chips.",
)


@dataclass(frozen=True)
class Explained:
    """Why the lesson does not take a move: a sentence of the course with its arguments."""

    says: str
    args: tuple[Arg, ...] = ()

    def __str__(self) -> str:
        return fill(self.says, *map(_english, self.args))


def _english(arg: Arg) -> str:
    if isinstance(arg, Name):
        return f"Seat {arg.seat}"
    if isinstance(arg, tuple):
        return " ".join(map(str, arg))
    return str(arg)


def stacked_pack(lesson: Lesson, rules: Rules) -> list[Card]:
    """The pack, top first, that deals ``lesson``'s hands, indicator and first draws."""
    n, size = rules.players, rules.hand_size
    order = [(lesson.dealer + 1 + i) % n for i in range(n)]
    top: list[Card] = []
    for round_ in range(size):
        top += [lesson.hands[seat][round_] for seat in order]
    assert lesson.indicator is not None
    top += [lesson.indicator, *lesson.draws]
    return top + [card for card in pack(rules.deck) if card not in top]


class LessonRun:
    """``lesson`` as it is played: which step the player is at, the other seats' moves left."""

    def __init__(self, lesson: Lesson, human: int = 0) -> None:
        self.lesson = lesson
        self.human = human
        self.step = 0
        self._teacher = list(lesson.teacher)

    @property
    def rules(self) -> Rules:
        return Rules.preset("classic", players=self.lesson.players)

    def game(self) -> Game:
        rules = self.rules
        return Game(rules, deck=stacked_pack(self.lesson, rules), dealer=self.lesson.dealer)

    @property
    def done(self) -> bool:
        """Every step is made: the lesson's summary is next."""
        return self.step >= len(self.lesson.steps)

    def over(self, to_act: int | None) -> bool:
        """Whether the lesson ends here, with ``to_act`` to act next (None: the hand is over):
        its steps are made and the player would be asked again or the others have no more
        moves to show."""
        if to_act is None:
            return True
        return self.done and (to_act == self.human or not self._teacher)

    @property
    def current(self) -> Step:
        return self.lesson.steps[self.step]

    def hint(self) -> Action:
        return Action.parse(self.current.expect[0])

    def choose(self, view: SeatView) -> Action:
        """The next move the lesson gives the other seats (it plays them as a computer player
        would); a legal one should it have none."""
        if self._teacher:
            move = Action.parse(self._teacher.pop(0))
            if move in view.legal_actions():
                return move
        return view.legal_actions()[0]

    def check(self, game: Game, move: Action | str) -> Refusal | Explained | None:
        """None when ``move`` (an action or its text) is the move the step expects (the step
        is then made), else why not, with the game untouched."""
        try:
            # A trial on a copy: an illegal move is the rules' to explain.
            game.clone().apply(move, seat=self.human)
        except IllegalAction as error:
            return error.refusal
        action = Action.parse(move) if isinstance(move, str) else move
        step = self.current
        if action in {Action.parse(text) for text in step.expect}:
            self.step += 1
            return None
        return self._explain(step, game, action)

    def _explain(self, step: Step, game: Game, action: Action) -> Explained:
        played, view = action.cards, game.view(self.human)
        if action.kind == "claim":
            points = game.points(self.human)
            if points < CLAIM_TARGET:
                return Explained(SHORT_CLAIM, (points,))
        if action.kind == "play" and step.goal == "beat" and view.trick:
            best = _best_play(view)
            if not beats(played, best, view.trump):
                says = NOT_BEATING_ONE if len(played) == 1 else NOT_BEATING
                return Explained(says, (played, best))
        if action.kind == "play" and step.goal == "throw":
            given = sum(card.points for card in played)
            if given:
                return Explained(GIVES_POINTS, (played, given))
        return Explained(step.otherwise, step.args)


def _best_play(view: SeatView) -> tuple[Card, ...]:
    """The cards of the trick's best play so far, as ``view`` sees them (face up)."""
    best: tuple[Card, ...] = ()
    for play in view.trick:
        if play.down:
            continue
        if not best or beats(play.cards, best, view.trump):
            best = play.cards
    return best


__all__ = ["Explained", "LessonRun", "stacked_pack"]
