"""The hosted table's door: how many may knock at once, and how fast codes are tried.

A code is tried when the host answers a player's opening (``net.channel``): that answer lets
the player test one guess, so that is where guessing is slowed, per address and for the whole
table, whatever order the connections came in. A try whose player then proves the code costs
nothing; the rest are counted. Before anyone has said anything, each address may hold a few
connections and the table a few dozen, so that a flood of idle connections costs the host
nothing it keeps. No Qt: the host asks, this answers.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

# Connections that have not sat down yet, from one address and in all.
WAITING_PER_ADDRESS = 4
WAITING_IN_ALL = 64
# Codes tried: an address may try five in a row, then one every six seconds; the table as a
# whole twenty in a row, then two a second. With 31^6 codes, finding one at two a second
# takes years; a person who mistyped tries again at once.
TRIES_PER_ADDRESS = 5
ADDRESS_REFILL_S = 6.0
TRIES_IN_ALL = 20
ALL_REFILL_S = 0.5
ADDRESSES_KEPT = 4096  # the addresses remembered: older, refilled ones are forgotten first


@dataclass
class Bucket:
    """``size`` tries, one coming back every ``refill`` seconds."""

    size: int
    refill: float
    tries: float = field(init=False)
    at: float = 0.0

    def __post_init__(self) -> None:
        self.tries = float(self.size)

    def level(self, now: float) -> float:
        return min(float(self.size), self.tries + (now - self.at) / self.refill)

    def take(self, now: float) -> None:
        self.tries, self.at = self.level(now) - 1, now

    def give_back(self, now: float) -> None:
        self.tries, self.at = min(float(self.size), self.level(now) + 1), now


class Door:
    """Whether a connection may wait and a code may be tried now (``clock``: seconds)."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._all = Bucket(TRIES_IN_ALL, ALL_REFILL_S)
        self._addresses: dict[str, Bucket] = {}

    @staticmethod
    def may_wait(waiting_from_address: int, waiting_in_all: int) -> bool:
        """One more connection may wait to sit down."""
        return waiting_from_address < WAITING_PER_ADDRESS and waiting_in_all < WAITING_IN_ALL

    def may_try(self, address: str) -> bool:
        """``address`` may try a code now; if so the try is counted."""
        now = self._clock()
        bucket = self._addresses.get(address)
        if self._all.level(now) < 1 or (bucket is not None and bucket.level(now) < 1):
            return False
        if bucket is None:
            self._forget(now)
            bucket = self._addresses[address] = Bucket(TRIES_PER_ADDRESS, ADDRESS_REFILL_S)
        bucket.take(now)
        self._all.take(now)
        return True

    def proved(self, address: str) -> None:
        """The try from ``address`` was the code: it is not counted."""
        now = self._clock()
        self._all.give_back(now)
        bucket = self._addresses.get(address)
        if bucket is not None:
            bucket.give_back(now)

    def _forget(self, now: float) -> None:
        """Room for one more address: those whose tries have all come back go first."""
        if len(self._addresses) < ADDRESSES_KEPT:
            return
        for address, bucket in list(self._addresses.items()):
            if bucket.level(now) >= bucket.size:
                del self._addresses[address]
        while len(self._addresses) >= ADDRESSES_KEPT:  # all busy: the oldest goes
            del self._addresses[next(iter(self._addresses))]


__all__ = ["Door"]
