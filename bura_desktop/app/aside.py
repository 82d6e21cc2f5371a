"""Thinking aside: a computer's choice, a hint or the coach's judgment worked out on a daemon
thread of its own, so the controller's worker stays free (a search cannot be interrupted, but
its answer can be ignored). The search levels' threads only wait: the ``DecisionPool`` decides."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from typing import TypeVar

Answer = TypeVar("Answer")


class Aside:
    """The thinking threads of one controller, and the end after which none hands an answer in."""

    def __init__(self) -> None:
        # Held by a thinking thread while it hands its answer in, and by ``end``: once ``end``
        # returns no thread emits on the controller, which may then be deleted.
        self._delivery = threading.Lock()
        self._ended = False

    def end(self) -> None:
        """No answer is handed in after this returns (a signal emitted from another thread while
        Qt deletes its sender crashes)."""
        with self._delivery:
            self._ended = True

    def decide(
        self,
        name: str,
        think: Callable[[], Answer],
        deliver: Callable[[Answer | Exception], None],
    ) -> None:
        """Run ``think`` on a thread called ``name``; ``deliver`` hands the answer (or the
        failure, raised again in the worker, which stops the game) back by a queued signal."""

        def decide() -> None:
            answer: Answer | Exception
            try:
                answer = think()
            except Exception as error:
                answer = error
            with self._delivery:
                if self._ended:
                    return  # nobody waits for this answer
                # A controller deleted without ``stop`` (never started): nobody waits either.
                with contextlib.suppress(RuntimeError):
                    deliver(answer)

        threading.Thread(target=decide, name=name, daemon=True).start()


__all__ = ["Aside"]
