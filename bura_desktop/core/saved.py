"""The JSON form of a game (``Game.to_json`` / ``Game.from_json``): versioned, checked on load."""

from __future__ import annotations

import json
from typing import Any

from bura_desktop.core.cards import CARDS, SUIT_OF, cards_of, pack, parse_cards
from bura_desktop.core.game import OVER_PHASE, PHASES, Game, Outcome
from bura_desktop.core.rules import Rules
from bura_desktop.core.tables import mask_points

JSON_FORMAT = "bura-desktop/game"
JSON_VERSION = 1


def game_to_json(game: Game) -> str:
    return json.dumps(_to_data(game), ensure_ascii=False, separators=(",", ":"))


def game_from_json(text: str | bytes) -> Game:
    try:
        data = json.loads(text)
    except (ValueError, TypeError) as error:
        raise ValueError(f"not a saved Bura game: the text is not JSON ({error})") from None
    if not isinstance(data, dict) or data.get("format") != JSON_FORMAT:
        raise ValueError("not a saved Bura game: the JSON has no Bura Desktop game in it")
    version = data.get("version")
    if version != JSON_VERSION:
        raise ValueError(
            f"saved game format version {version!r} is not supported "
            f"(this version reads {JSON_VERSION})"
        )
    try:
        return _from_data(data)
    except (KeyError, TypeError, IndexError, AttributeError) as error:
        raise ValueError(
            f"not a saved Bura game: a field is missing or wrong ({error!r})"
        ) from None


def _texts(mask: int) -> list[str]:
    return [str(c) for c in cards_of(mask)]


def _play_data(play: tuple[int, int, bool]) -> list:
    return [play[0], _texts(play[1]), play[2]]


def _outcome_data(outcome: Outcome) -> dict:
    data = outcome._asdict()
    return {k: list(v) if isinstance(v, tuple) else v for k, v in data.items()}


def _to_data(game: Game) -> dict:
    return {
        "format": JSON_FORMAT,
        "version": JSON_VERSION,
        "rules": game.rules.to_dict(),
        "seed": game.seed,
        "hand_no": game.hand_no,
        "hand_seed": game.hand_seed,
        "dealer": game.dealer,
        "pot": game.pot,
        "bankrolls": game._bank,
        "scores": game._score,
        "penalties": game._penalty,
        "ante_due": game._ante_due,
        "blind_seat": game.blind_seat,
        "hands": [_texts(h) for h in game._hands],
        "stock": [str(CARDS[c]) for c in reversed(game._stock)],
        "indicator": str(CARDS[game._indicator]),
        "set_aside": _texts(game._set_aside),
        "piles": [_texts(p) for p in game._piles],
        "down_by": [_texts(p) for p in game._down_by],
        "known": [_texts(k) for k in game._known],
        "phase": game.phase,
        "to_act": game.to_act,
        "leader": game.leader,
        "trick": [_play_data(p) for p in game._trick],
        "best": game._best,
        "queue": game._queue,
        "declared": [list(d) for d in game._declared],
        "last_winner": game._last_winner,
        "tricks": [[t[0], [_play_data(p) for p in t[1]], t[2]] for t in game._tricks],
        "chips_at_start": game._chips_at_start,
        "outcome": _outcome_data(game.outcome) if game.outcome else None,
        "outcomes": [_outcome_data(o) for o in game.outcomes],
        "session_over": game.session_over,
    }


def _mask(texts: list[str]) -> int:
    mask = 0
    for card in parse_cards(texts):
        if mask >> card & 1:
            raise ValueError(f"{card} is listed twice")
        mask |= 1 << card
    return mask


def _play(data: list) -> tuple[int, int, bool]:
    seat, cards, down = data
    return (_int(seat), _mask(cards), bool(down))


def _int(value: object) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ValueError(f"expected a whole number, got {value!r}")
    return value


def _outcome(data: dict) -> Outcome:
    fields = set(Outcome._fields)
    values: dict[str, Any] = {
        k: tuple(v) if isinstance(v, list) else v for k, v in data.items() if k in fields
    }
    return Outcome(**values)


def _from_data(data: dict) -> Game:
    rules = Rules.from_dict(data["rules"])
    game = Game._bare(rules)
    game.seed = _int(data["seed"])
    game.hand_no = _int(data["hand_no"])
    game.hand_seed = data["hand_seed"]
    game.dealer = _int(data["dealer"])
    game.pot = _int(data["pot"])
    game._bank = [_int(v) for v in data["bankrolls"]]
    game._score = [_int(v) for v in data["scores"]]
    game._penalty = [_int(v) for v in data["penalties"]]
    game._ante_due = bool(data["ante_due"])
    game.blind_seat = data["blind_seat"]
    game._hands = [_mask(h) for h in data["hands"]]
    game._stock = [int(c) for c in reversed(parse_cards(data["stock"]))]
    game._indicator = int(parse_cards([data["indicator"]])[0])
    game._trump = SUIT_OF[game._indicator]
    game._set_aside = _mask(data["set_aside"])
    game._piles = [_mask(p) for p in data["piles"]]
    game._down_by = [_mask(p) for p in data["down_by"]]
    game._known = [_mask(k) for k in data["known"]]
    game._points = [mask_points(p) for p in game._piles]
    game.phase = data["phase"]
    game.to_act = data["to_act"]
    game.leader = _int(data["leader"])
    game._trick = tuple(_play(p) for p in data["trick"])
    game._best = _int(data["best"])
    game._best_mask = next((m for s, m, _ in game._trick if s == game._best), 0)
    game._lead_count = game._trick[0][1].bit_count() if game._trick else 0
    game._queue = tuple(_int(s) for s in data["queue"])
    game._declared = tuple((_int(s), str(d)) for s, d in data["declared"])
    game._last_winner = _int(data["last_winner"])
    game._tricks = tuple(
        (_int(t[0]), tuple(_play(p) for p in t[1]), _int(t[2])) for t in data["tricks"]
    )
    game._chips_at_start = [_int(v) for v in data["chips_at_start"]]
    game.outcome = _outcome(data["outcome"]) if data["outcome"] else None
    game.outcomes = tuple(_outcome(o) for o in data["outcomes"])
    game.session_over = bool(data["session_over"])
    _check(game)
    return game


def _check(game: Game) -> None:
    """Refuse a state that breaks the rules' bookkeeping (a hand-edited or foreign save)."""
    n = game.n
    for name in ("_bank", "_score", "_penalty", "_hands", "_piles", "_down_by", "_known"):
        if len(getattr(game, name)) != n:
            raise ValueError(f"the saved game's {name.strip('_')} do not match {n} players")
    where = [*game._hands, *game._piles, game._set_aside, *(1 << c for c in game._stock)]
    where += [m for _, m, _ in game._trick]
    total = 0
    for mask in where:
        if total & mask:
            raise ValueError("the saved game has a card in two places")
        total |= mask
    expected = sum(1 << c for c in pack(game.rules.deck))
    if total != expected:
        raise ValueError("the saved game does not hold every card of the pack exactly once")
    if game.phase not in PHASES:
        raise ValueError(f"the saved game is in an unknown phase {game.phase!r}")
    seats = range(n)
    if game.to_act is not None and game.to_act not in seats:
        raise ValueError(f"the saved game's player to act ({game.to_act!r}) is not a seat")
    if (game.to_act is None) != (game.phase == OVER_PHASE):
        raise ValueError("the saved game's player to act does not fit its phase")
    for seat in (game.dealer, game.leader, game._last_winner, *game._queue):
        if seat not in seats:
            raise ValueError(f"the saved game names seat {seat}, which does not exist")
