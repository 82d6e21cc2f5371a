"""Who sits at the table and under which rules: what a new game is started from."""

from __future__ import annotations

from dataclasses import dataclass, field

from bura_desktop.core import Rules

LEVELS = ("random", "beginner", "intermediate", "advanced", "expert")
# Opponents' names when there are several; a lone opponent is just "Opponent".
OPPONENT_NAMES = ("Anya", "Boris", "Vera", "Grisha", "Dasha")


@dataclass(frozen=True)
class Seat:
    name: str
    level: str | None  # None: the human player

    @property
    def human(self) -> bool:
        return self.level is None


@dataclass(frozen=True)
class TableSetup:
    rules: Rules = field(default_factory=Rules)
    seats: tuple[Seat, ...] = ()
    seed: int | None = None
    dealer: int = 0

    @classmethod
    def against_computers(
        cls,
        players: int = 2,
        level: str = "intermediate",
        seed: int | None = None,
        autoplay: bool = False,
        rules: Rules | None = None,
        dealer: int = 0,
    ) -> TableSetup:
        """The human in seat 0 (a computer too under autoplay) against ``players - 1`` computers."""
        rules = rules or Rules.preset("classic", players=players)
        if players == 2:
            others = [Seat("Opponent", level)]
        else:
            others = [Seat(name, level) for name in OPPONENT_NAMES[: players - 1]]
        me = Seat("Computer", level) if autoplay else Seat("You", None)
        return cls(rules, (me, *others), seed, dealer)

    @property
    def watched(self) -> int:
        """The seat whose view the table shows: the human's, or seat 0 when computers play all."""
        return next((i for i, s in enumerate(self.seats) if s.human), 0)
