"""Saved games of real positions, damaged at random: for the tests of ``Game.from_json``.

``real_save`` plays random legal moves to a random point and saves; ``mutate`` damages the JSON
(dropped keys, wrong types, huge or negative numbers, out-of-range seats, unknown names, cards
duplicated, dropped, moved or exchanged, truncated lists); ``load_or_refuse`` asserts that a
save is either refused with ``ValueError`` or loads as a consistent game that plays on without
an error.
tools/mutation_campaign.py runs them on many more saves than the test does.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

from bura_desktop.ai.sampling import sample_game
from bura_desktop.core import Action, Game
from bura_desktop.core.actions import DECLARATIONS
from bura_desktop.core.cards import CARDS
from bura_desktop.core.game import PHASES
from tests.core.rule_sets import random_rules
from tests.core.strategies import check_cards

PRESETS_PLAYERS = {"classic": 6, "rules_sheet": 6, "kozel": 5, "penalty": 6}


def play_randomly(game: Game, rng: random.Random, steps: int) -> None:
    """Random legal actions (a claim now and then), dealing on after a hand, for ``steps``."""
    for _ in range(steps):
        if game.hand_over:
            if game.session_over:
                return
            game.next_hand()
            continue
        game.apply(choose(game.legal_actions(), rng))


def choose(actions: list[Action], rng: random.Random) -> Action:
    claims = [a for a in actions if a.kind == "claim"]
    others = [a for a in actions if a.kind != "claim"]
    return rng.choice(claims if claims and (not others or rng.random() < 0.05) else others)


def real_save(rng: random.Random) -> str:
    game = Game(random_rules(rng), seed=rng.getrandbits(63))
    play_randomly(game, rng, rng.randint(0, 80))
    return game.to_json()


# ---------------------------------------------------------------- damage


def _paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into the JSON value (keys and indices), the value itself first."""
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*path, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += _paths(item, (*path, i))
    return found


def _get(data: Any, path: tuple[Any, ...]) -> Any:
    for step in path:
        data = data[step]
    return data


def _card_lists(data: dict[str, Any]) -> list[tuple[Any, ...]]:
    """Paths of the lists of card texts (hands, piles, stock, plays ...)."""
    found = []
    for path in _paths(data):
        value = _get(data, path)
        if isinstance(value, list) and value and all(_is_card(v) for v in value):
            found.append(path)
    return found


def _is_card(value: Any) -> bool:
    return isinstance(value, str) and value in _CARD_TEXTS


_CARD_TEXTS = {str(c) for c in CARDS}


def _strange_value(value: Any, rng: random.Random) -> Any:
    choices: list[Any] = [
        None,
        True,
        False,
        0,
        1,
        -1,
        2,
        7,
        10**9 + 1,
        -(10**12),
        10**40,
        1.0,
        0.5,
        "",
        "x",
        "1",
        [],
        {},
        [0],
        rng.choice(PHASES),
        rng.choice(DECLARATIONS),
        "royal-flush",
        str(rng.choice(CARDS)),
        "Z♠",
        # Issue #46: numbers no JSON of ours holds, and text padded far past any value's size.
        float("inf"),
        float("-inf"),
        float("nan"),
        10**400,
        -(10**400),
        "W" + " " * 100_000,
        "\u202e" + "x" * 10_000,
    ]
    # (A number damaged before may be too large for a float.)
    if isinstance(value, int) and not isinstance(value, bool) and abs(value) < 10**300:
        choices += [value + 1, value - 1, -value, float(value), str(value), value * 10**9]
    if isinstance(value, list):
        choices += [value[:-1], value + value[-1:], value[::-1], [value], tuple(value)]
    return rng.choice(choices)


def _set(data: Any, path: tuple[Any, ...], value: Any) -> None:
    _get(data, path[:-1])[path[-1]] = value


def _mutate_once(data: dict[str, Any], rng: random.Random) -> str:
    paths = _paths(data)[1:]
    kind = rng.choice(("drop", "replace", "replace", "cards", "cards", "swap", "list"))
    if kind == "cards":
        lists = _card_lists(data)
        if lists:
            source = rng.choice(lists)
            cards = _get(data, source)
            card = rng.choice(cards)
            how = rng.choice(("move", "copy", "drop", "exchange"))
            if how == "exchange":  # the counts stay right: only a deeper check can tell
                target = rng.choice(lists)
                others = _get(data, target)
                other = rng.choice(others)
                cards[cards.index(card)], others[others.index(other)] = other, card
                return f"exchange {card} of {source} with {other} of {target}"
            if how != "copy":
                cards.remove(card)
            if how != "drop":
                lists = [p for p in _paths(data) if isinstance(_get(data, p), list)]
                target = rng.choice(lists)
                _get(data, target).insert(rng.randint(0, len(_get(data, target))), card)
                return f"{how} {card} from {source} to {target}"
            return f"drop {card} from {source}"
    path = rng.choice(paths)
    value = _get(data, path)
    if kind == "drop":
        parent = _get(data, path[:-1])
        del parent[path[-1]]
        return f"drop {path}"
    if kind == "swap":
        other = rng.choice(paths)
        if other[: len(path)] != path and path[: len(other)] != other:
            a, b = copy.deepcopy(value), copy.deepcopy(_get(data, other))
            _set(data, path, b)
            _set(data, other, a)
            return f"swap {path} and {other}"
    if kind == "list" and isinstance(value, list) and value:
        how = rng.choice(("truncate", "duplicate", "shuffle"))
        if how == "truncate":
            del value[rng.randrange(len(value)) :]
        elif how == "duplicate":
            value.append(copy.deepcopy(rng.choice(value)))
        else:
            rng.shuffle(value)
        return f"{how} {path}"
    strange = _strange_value(value, rng)
    _set(data, path, list(strange) if isinstance(strange, tuple) else strange)
    return f"set {path} to {strange!r}"


def mutate(text: str, rng: random.Random) -> tuple[str, list[str]]:
    """The save with one to three random damages, and what they were."""
    data = json.loads(text)
    done = [_mutate_once(data, rng) for _ in range(rng.choice((1, 1, 1, 2, 3)))]
    return json.dumps(data, ensure_ascii=False), done


# ---------------------------------------------------------------- the property


def load_or_refuse(text: str, rng: random.Random) -> bool:
    """False if the save is refused with ``ValueError``; True if it loads, is consistent and
    plays on to the end of the hand (and through the next one) without an error."""
    try:
        game = Game.from_json(text)
    except ValueError:
        return False
    for hand in range(2):
        if game.hand_over:
            if game.session_over or hand:
                break
            game.next_hand()
        steps = 0
        while not game.hand_over:
            saved = game.to_json()
            assert Game.from_json(saved).to_json() == saved
            check_consistent(game)
            seat = game.to_act
            assert seat is not None
            if steps == 0:
                sample_game(game.view(seat), rng)  # what a computer player does first
            actions = game.legal_actions()
            assert actions, "a seat to act has no legal action"
            game.apply(choose(actions, rng), seat=seat)
            steps += 1
            assert steps < 200, "the hand does not end"
        check_consistent(game)
    return True


def check_consistent(game: Game) -> None:
    check_cards(game)
    if game.rules.plays_for_chips:
        bankrolls = sum(game.bankroll(s) for s in range(game.n))
        assert bankrolls + game.pot == game.n * game.rules.bankroll
    for seat in range(game.n):
        game.view(seat)
