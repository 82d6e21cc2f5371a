"""The JSON form of a game (``Game.to_json`` / ``Game.from_json``): versioned, checked on load.

It works on the state record (``core.state.GameState``) and the rules, never on a ``Game``, so
``core.game`` can import it. Every field is written and read by the kind the record declares
it with (``core.fields``), in the record's order. Loading has two steps. ``_from_data`` reads
every field, checking its type and range (an int is an int, a seat is a seat, a card list holds
cards once), and works out those that follow from others. ``_check_state`` then checks that
the fields fit together as only a real session leaves them: every card of the pack in exactly
one place, hands of possible sizes, the trick, the turn and the queue of the phase, piles that
are the tricks won, tallies that fit the standing and the last hand's outcome. Anything else
raises ``ValueError`` saying what is wrong, so a loaded game never fails later, during play.

Version 2 keeps what resuming needs: the hand in progress and the session's standing, so a save
stays the same size however long the session (the finished hands are in the statistics).
Version 1 also listed every finished hand's outcome; such a save still loads, its tallies
checked against that list, which is then dropped.

A new field of the state needs nothing here but the checks of how it fits the others in
``_check_state``; the rules are read by ``Rules.from_dict``, where an option added since the
first saves (declared ``late``, so not in ``SAVED_RULES``) takes its default when it is missing.
"""

from __future__ import annotations

import json
from typing import Any, NoReturn

from bura_desktop.core.beating import beats_mask
from bura_desktop.core.bounded import shown
from bura_desktop.core.cards import CARDS, SUIT_MASK, SUIT_OF, cards_of, pack_mask
from bura_desktop.core.dealing import seed_of_hand, shuffled_indices
from bura_desktop.core.declarations import RANK, Declaration, combinations, wins
from bura_desktop.core.fields import LIMIT, Derived, Keys, Kind, kinds_of, listed, outcome
from bura_desktop.core.rules import OPTIONS, Rules
from bura_desktop.core.scoring import Outcome, hand_penalties, session_ends
from bura_desktop.core.state import (
    BLIND_PHASE,
    DECLARE_PHASE,
    FINAL_PHASE,
    OVER_PHASE,
    PLAY_PHASE,
    GameState,
    Play,
)
from bura_desktop.core.tables import orders
from bura_desktop.core.turns import answering, asked_to_declare

JSON_FORMAT = "bura-desktop/game"
JSON_VERSION = 2
# Version 1 saves (with every hand's outcome) still load.
READS_VERSIONS = (1, 2)
# The kind of each field of the state, in the record's order: the order of the save's keys.
KINDS = kinds_of(GameState)


def save_text(rules: Rules, state: GameState) -> str:
    """The JSON text of a game (``Game.to_json``)."""
    return json.dumps(_to_data(rules, state), ensure_ascii=False, separators=(",", ":"))


def read_save(text: str | bytes) -> tuple[Rules, GameState]:
    """Read a save (for ``Game.from_json``); any text that is not a consistent state raises
    ``ValueError`` saying why."""
    try:
        data = json.loads(text)
    except (ValueError, TypeError, RecursionError) as error:
        raise ValueError(f"not a saved Bura game: the text is not JSON ({error})") from None
    if not isinstance(data, dict) or data.get("format") != JSON_FORMAT:
        raise ValueError("not a saved Bura game: the JSON has no Bura Desktop game in it")
    version = data.get("version")
    if version not in READS_VERSIONS or isinstance(version, bool | float):
        raise ValueError(
            f"saved game format version {shown(version)} is not supported "
            f"(this version reads {' and '.join(map(str, READS_VERSIONS))})"
        )
    try:
        keys = Keys(data, "the saved game")
        rules, state = _from_data(keys)
        # Only version 1 lists the finished hands: read after every other field, checked last.
        outcomes = _read_outcomes(keys, rules.players) if version == 1 else None
        keys.done()
        _check_state(rules, state)
        if outcomes is not None:
            _check_history(rules, state, outcomes)
    except ValueError as error:
        raise ValueError(f"not a valid saved Bura game: {error}") from None
    return rules, state


def _to_data(rules: Rules, state: GameState) -> dict[str, object]:
    data: dict[str, object] = {
        "format": JSON_FORMAT,
        "version": JSON_VERSION,
        "rules": rules.to_dict(),
    }
    for (name, kind), value in zip(KINDS.items(), state, strict=True):
        if isinstance(kind, Kind):
            data[name] = kind.write(value)
    return data


# The rule options every version's saves hold (those of the first save, tests/core/data/saves_v1):
# a save without one of them has been edited or damaged, and is refused rather than played
# under a default it never chose. An option added since (declared ``late``) takes its default
# in a save written before it.
SAVED_RULES = tuple(name for name, said in OPTIONS.items() if not said.late)


def _read_rules(value: Any) -> Rules:
    rules = Rules.from_dict(value)  # it checks that it is a dict
    missing = [name for name in SAVED_RULES if name not in value]
    if missing:
        listed = ", ".join(missing[:3]) + (f" and {len(missing) - 3} more" if missing[3:] else "")
        raise ValueError(f"the saved game's rules lack {listed}")
    for name, option in rules.to_dict().items():
        if isinstance(option, int) and not isinstance(option, bool) and option > LIMIT:
            raise ValueError(f"the saved game's rule {name}={shown(option)} is too large")
    return rules


def _from_data(keys: Keys) -> tuple[Rules, GameState]:
    """The rules and a state with every field read and checked on its own; ``_check_state``
    checks the whole."""
    keys.take("format")
    keys.take("version")
    rules = _read_rules(keys.take("rules"))
    n = rules.players
    values: dict[str, Any] = {}
    for name, kind in KINDS.items():
        if isinstance(kind, Kind):
            values[name] = kind.read(keys.take(name), n, name)
    for name, kind in KINDS.items():
        if isinstance(kind, Derived):
            values[name] = kind.of(values)
    return rules, GameState(**values)


def _read_outcomes(keys: Keys, n: int) -> tuple[Outcome, ...]:
    return tuple(
        outcome(o, n, f"outcomes[{i}]")
        for i, o in enumerate(listed(keys.take("outcomes"), "outcomes"))
    )


# ---------------------------------------------------------------- checking the whole state


def _check_state(rules: Rules, state: GameState) -> None:
    """Refuse a state no session can reach (a hand-edited, damaged or foreign save)."""
    _check_cards(rules, state)
    _check_hands(rules, state)
    _check_tricks(rules, state)
    _check_turn(rules, state)
    _check_declarations(rules, state)
    _check_tallies(rules, state)


def _refuse(problem: str) -> NoReturn:
    raise ValueError(problem)


def _first(rules: Rules, state: GameState) -> int:
    """The seat that leads the first trick (and bets blind)."""
    return rules.first_leader(state.dealer)


def _check_cards(rules: Rules, state: GameState) -> None:
    """Every card of the pack is in exactly one place; the stock is the deal's."""
    places: list[tuple[str, int]] = [(f"hand {s}", h) for s, h in enumerate(state.hands)]
    places += [(f"pile {s}", p) for s, p in enumerate(state.piles)]
    places += [("the set-aside cards", state.set_aside)]
    places += [("the stock", 1 << c) for c in state.stock]
    places += [(f"the trick (seat {s})", m) for s, m, _ in state.trick]
    seen = 0
    for where, mask in places:
        if seen & mask:
            twice = " ".join(str(c) for c in cards_of(seen & mask))
            _refuse(f"{twice} is in two places (again in {where})")
        seen |= mask
    full = pack_mask(rules.deck)
    if seen != full:
        missing = " ".join(str(c) for c in cards_of(full & ~seen))
        extra = " ".join(str(c) for c in cards_of(seen & ~full))
        _refuse(
            f"the cards are not every card of the {rules.deck}-card pack once "
            f"(missing: {missing or '-'}; not in this pack: {extra or '-'})"
        )
    if not full >> state.indicator & 1:
        _refuse(f"the indicator {CARDS[state.indicator]} is not in the pack")
    stock = state.stock
    if stock and stock[0] != state.indicator:
        _refuse("the indicator is not the stock's last card")
    if state.set_aside:
        if stock or rules.stock_end != "set_aside":
            _refuse("cards are set aside while the stock lasts, or under stock_end=draw_out")
        if not state.set_aside >> state.indicator & 1:
            _refuse("the stock was set aside without its indicator")
    if state.hand_seed is not None:
        if state.hand_seed != seed_of_hand(state.seed, state.hand_no):
            _refuse("the hand's seed is not the session's seed for this hand")
        dealt = shuffled_indices(rules.deck, state.hand_seed)
        size = rules.hand_size * rules.players
        if dealt[size] != state.indicator or stock != (dealt[size], *dealt[:size:-1])[: len(stock)]:
            _refuse("the stock or the indicator is not the one the hand's seed deals")


def _played_now(rules: Rules, state: GameState) -> list[int]:
    """The cards each seat has played to the trick in progress."""
    played = [0] * rules.players
    for seat, mask, _ in state.trick:
        played[seat] |= mask
    return played


def _check_hands(rules: Rules, state: GameState) -> None:
    """Hand sizes the deal and the draws allow; known cards are in the hand."""
    size = rules.hand_size
    for seat, (hand, played) in enumerate(zip(state.hands, _played_now(rules, state), strict=True)):
        held = (hand | played).bit_count()
        # While the stock lasts hands are refilled after every trick (but a Bura showdown
        # ends a hand with the Buras played).
        full = state.stock and state.phase != OVER_PHASE
        if held > size or (full and held != size):
            _refuse(
                f"seat {seat} holds {held} cards (hands hold {size}, full while the stock lasts)"
            )
        known = state.known[seat]
        if known & ~hand:
            _refuse(f"seat {seat} is known to hold cards it does not hold")
        # The drawn indicator is known to be held, until a face-down play of its holder leaves
        # the others unsure which card went down.
        if (
            hand >> state.indicator & 1
            and not known >> state.indicator & 1
            and not state.down_by[seat]
        ):
            _refuse(f"seat {seat} drew the indicator, yet it is not known to hold it")


def _trick_winner(
    rules: Rules, state: GameState, plays: tuple[Play, ...], where: str, strict: bool = False
) -> int:
    """Check the plays of a trick (a lead, then answers in play order) and return its winner.

    ``strict`` for the trick in progress: a finished trick may be a Bura showdown, where every
    Bura is shown face up, winning or not.
    """
    rules = rules
    leader, lead, down = plays[0]
    if down:
        _refuse(f"{where} is led face down")
    if not any(lead & ~suit == 0 for suit in SUIT_MASK):
        _refuse(f"{where} is led with cards of more than one suit")
    count = lead.bit_count()
    order = orders(rules.players)[leader]
    best_seat, best = leader, lead
    position = 0
    for seat, mask, down in plays[1:]:
        if seat not in order[position + 1 :]:
            _refuse(f"{where}: seat {seat} does not answer in play order")
        position = order.index(seat)
        size = mask.bit_count()
        if size > count or (size < count and not rules.moscow):
            _refuse(f"{where}: seat {seat} answers {count} cards with {size}")
        if down and not rules.closed_cards:
            _refuse(f"{where}: a card is face down without closed_cards")
        wins = not down and size == count and beats_mask(mask, best, SUIT_OF[state.indicator])
        if strict and rules.closed_cards and not down and not wins:
            _refuse(f"{where}: seat {seat} plays face up a play that does not win")
        if wins:
            best_seat, best = seat, mask
    return best_seat


def _check_tricks(rules: Rules, state: GameState) -> None:
    """Finished tricks: their winners, and the piles and face-down cards they leave."""
    piles = [0] * rules.players
    down_by = [0] * rules.players
    won = 0
    for i, (leader, plays, winner) in enumerate(state.tricks):
        where = f"trick {i + 1}"
        if plays[0][0] != leader:
            _refuse(f"{where}'s leader did not lead it")
        if _trick_winner(rules, state, plays, where) != winner:
            _refuse(f"{where} names the wrong winner")
        for seat, mask, down in plays:
            if won & mask:
                _refuse(f"{where} holds a card already won")
            won |= mask
            piles[winner] |= mask
            if down:
                down_by[seat] |= mask
    for seat, mask, down in state.trick:
        if down:
            down_by[seat] |= mask
    if tuple(piles) != state.piles:
        _refuse("the piles are not the cards of the tricks each seat won")
    if tuple(down_by) != state.down_by:
        _refuse("the face-down cards are not those played face down")
    if state.phase == OVER_PHASE:
        return  # a Bura showdown ends the hand with a trick that leaves the last winner alone
    last = state.tricks[-1][2] if state.tricks else _first(rules, state)
    if state.last_winner != last:
        _refuse("the last trick's winner (or else the first player) is not the last winner")


def _check_turn(rules: Rules, state: GameState) -> None:
    """Who acts, who is still to be asked and the trick in progress, by phase."""
    phase, to_act = state.phase, state.to_act
    hands = state.hands
    trick = state.trick
    if (to_act is None) != (phase == OVER_PHASE):
        _refuse(
            f"nobody acts in phase {phase}" if to_act is None else "somebody acts after the hand"
        )
    if (state.outcome is None) != (phase != OVER_PHASE):
        _refuse("the hand's outcome does not fit its phase")
    if trick and phase not in (PLAY_PHASE, OVER_PHASE):
        _refuse(f"a trick is in progress in phase {phase}")
    if state.blind_seat is not None and not rules.blind:
        _refuse("a blind bet without rules.blind")
    if phase != OVER_PHASE and state.blind_seat not in (None, _first(rules, state)):
        _refuse("the blind bet is not the first player's")
    if trick:
        _trick_winner(rules, state, trick, "the trick in progress", strict=phase == PLAY_PHASE)
    if phase == OVER_PHASE:
        if state.queue:
            _refuse("seats are still to be asked after the hand")
        return
    assert to_act is not None
    leader = state.leader
    if phase == BLIND_PHASE:
        if not rules.blind or state.tricks or state.blind_seat is not None:
            _refuse("a blind phase after play began, or without rules.blind")
        if to_act != _first(rules, state) or leader != to_act or state.queue or state.declared:
            _refuse("in the blind phase only the first player acts")
        return
    if phase == FINAL_PHASE:
        if any(hands) or state.stock or not rules.claims or not rules.last_chance:
            _refuse("a last chance to claim before the cards are all played, or without the rule")
        order = orders(rules.players)[state.last_winner]
        if tuple(order[order.index(to_act) + 1 :]) != state.queue:
            _refuse("the seats still to claim are not the rest of the play order")
        return
    if not hands[leader] and not trick:
        _refuse(f"the leader, seat {leader}, holds no cards")
    if phase == DECLARE_PHASE:
        if rules.bura_timing == "on_lead":
            _refuse("a declaration phase with bura_timing=on_lead")
        if to_act == leader and state.declared:
            # The leader defends the lead last, against another seat's lead combination: with
            # a declaration at least as high, and no instant win declared.
            top = max(RANK[name] for _, name in state.declared)
            offers = [d for d in _combinations(rules, state, hands[to_act]) if RANK[d] >= top]
            if state.queue or _instant_win(rules, state) or not offers:
                _refuse("the leader is asked to defend the lead without a challenge to answer")
            if any(s == leader for s, _ in state.declared):
                _refuse("the leader declared before defending the lead")
            return
        order = orders(rules.players)[leader]
        asked = [to_act, *state.queue]
        # The rest of those the rules ask at this trick start (seats after an instant win
        # that cannot answer it are passed over as they come, so they may still be here).
        everyone = asked_to_declare(rules, SUIT_OF[state.indicator], hands, order)
        if everyone[len(everyone) - len(asked) :] != asked:
            _refuse("the seats to be asked are not the rest of those the rules ask")
        if any(order.index(s) >= order.index(to_act) for s, _ in state.declared):
            _refuse("a declaration by a seat not yet asked")
        return
    # The play phase.
    if not trick:
        if to_act != leader or state.queue:
            _refuse("the leader is not the one to lead")
        return
    if trick[0][0] != leader:
        _refuse("the trick was not led by the leader")
    if state.best != _trick_winner(rules, state, trick, "the trick in progress"):
        _refuse("the trick in progress names the wrong best play")
    count = trick[0][1].bit_count()
    if count not in rules.lead_sizes:
        _refuse(f"the trick is led with {count} cards")
    played = _played_now(rules, state)
    # Who held cards as the trick was led.
    held = [hand | played[s] for s, hand in enumerate(hands)]
    answerers = answering(orders(rules.players)[leader][1:], held)
    if [s for s, _, _ in trick[1:]] + [to_act, *state.queue] != list(answerers):
        _refuse("the seats to answer are not the rest of the play order")
    for seat in answerers:
        if held[seat].bit_count() < count:
            _refuse(f"seat {seat} could not answer a lead of {count}")


def _combinations(rules: Rules, state: GameState, hand: int) -> list[Declaration]:
    """What a seat could declare holding ``hand`` under these rules (leading or not)."""
    return combinations(rules, SUIT_OF[state.indicator], hand, for_lead=True)


def _instant_win(rules: Rules, state: GameState) -> bool:
    """Whether an instant win was declared at this trick start."""
    return any(wins(rules, name) for _, name in state.declared)


def _check_declarations(rules: Rules, state: GameState) -> None:
    declared = state.declared
    seats = [s for s, _ in declared]
    if len(set(seats)) != len(seats):
        _refuse("a seat declared twice at one trick start")
    possible = set(_combinations(rules, state, pack_mask(rules.deck)))
    played = _played_now(rules, state)
    for seat, name in declared:
        if name not in possible:
            _refuse(f"{name} cannot be declared under these rules")
        held = state.hands[seat] | played[seat]
        if state.phase in (DECLARE_PHASE, PLAY_PHASE) and name not in _combinations(
            rules, state, held
        ):
            _refuse(f"seat {seat} declared {name} without holding it")
    if state.phase == PLAY_PHASE and declared:
        # A win would have ended the hand: what is left gave the lead to its first holder.
        if rules.bura_timing == "on_lead" or any(
            name not in ("molodka", "three-aces") for _, name in declared
        ):
            _refuse("the hand goes on after a winning declaration")
        if rules.three_aces == "win" and any(name == "three-aces" for _, name in declared):
            _refuse("the hand goes on after a winning declaration")
        # The highest took the lead (among equals, the leader who defended or the earliest).
        top = max(RANK[d] for _, d in declared)
        if state.leader not in [s for s, d in declared if RANK[d] == top]:
            _refuse("the lead is not with the seat whose declaration took it")


def _penalties_of(outcome: Outcome) -> tuple[int, ...]:
    winner = outcome.winners[0] if outcome.winners else None
    return hand_penalties(outcome.how, winner, outcome.points)


def _check_tallies(rules: Rules, state: GameState) -> None:
    """Chips, scores and penalties fit the standing and the last hand's outcome."""
    n = rules.players
    over = state.phase == OVER_PHASE
    played = state.hands_played
    outcome = state.outcome
    if outcome is not None:  # the hand is over (``_check_turn`` holds them together)
        if outcome.hand_no != state.hand_no:
            _refuse("the hand's outcome is not this hand's")
        if outcome.points != state.points:
            _refuse("the hand's outcome does not give the points won")
        if outcome.seed != state.hand_seed:
            _refuse("the hand's outcome does not give its seed")
        if outcome.chips != tuple(
            b - a for b, a in zip(state.bankrolls, state.chips_at_start, strict=True)
        ):
            _refuse("the hand's outcome does not give the chips won")
        if rules.scoring != "penalty" and any(outcome.penalty):
            _refuse(f"the hand gave penalty points under scoring={rules.scoring}")
        if rules.scoring == "penalty" and outcome.penalty != _penalties_of(outcome):
            _refuse("the hand's penalty points do not follow from how it ended")
        if not rules.plays_for_chips and (outcome.pot or any(outcome.chips)):
            _refuse(f"the hand moved chips under scoring={rules.scoring}")
    if rules.scoring == "series":
        if any(score > played for score in state.scores):
            _refuse("a seat won more hands than were played")
        if outcome is not None and any(state.scores[s] < 1 for s in outcome.winners):
            _refuse("the scores do not count the hand just won")
    elif any(state.scores):
        _refuse(f"scores are kept under scoring={rules.scoring}")
    if rules.scoring == "penalty":
        if outcome is not None and any(state.penalties[s] < outcome.penalty[s] for s in range(n)):
            _refuse("the penalties do not count the hand just played")
    elif any(state.penalties):
        _refuse(f"penalties are kept under scoring={rules.scoring}")
    if rules.plays_for_chips:
        if sum(state.bankrolls) + state.pot != n * rules.bankroll:
            _refuse("chips were made or lost: bankrolls and pot do not add up")
    elif state.pot or any(state.bankrolls) or any(state.chips_at_start):
        _refuse(f"chips in play under scoring={rules.scoring}")
    winners = bool(outcome and outcome.winners)
    if state.ante_due != (rules.plays_for_chips and winners):
        _refuse("the ante is due when it is not, or not due when it is")
    # The session ends when a hand ends: check it as of the last hand's end.
    bankrolls = state.bankrolls if over else state.chips_at_start
    ends = played > 0 and session_ends(rules, state.scores, state.penalties, bankrolls, played)
    if ends and not over:
        _refuse("a hand is played after the session ended")
    # A session's end shares the pot out, which can lift a bankroll that reached 0 above it.
    shared = rules.plays_for_chips and rules.stop_when_broke and not state.pot
    if state.session_over != (over and ends) and not (over and state.session_over and shared):
        _refuse("the session is over when it is not, or not over when it is")


def _check_history(rules: Rules, state: GameState, outcomes: tuple[Outcome, ...]) -> None:
    """A version 1 save's list of every hand's outcome: the tallies are what it adds up to."""
    n = rules.players
    over = state.phase == OVER_PHASE
    if len(outcomes) != state.hands_played:
        _refuse(f"{len(outcomes)} hands are recorded in hand {state.hand_no}")
    if any(o.hand_no != i for i, o in enumerate(outcomes)):
        _refuse("the recorded hands are not numbered in order")
    if any(o.seed not in (None, seed_of_hand(state.seed, o.hand_no)) for o in outcomes):
        _refuse("a recorded hand was not dealt from the session's seed")
    if over and state.outcome != outcomes[-1]:
        _refuse("the hand's outcome is not the last one recorded")
    series = [sum(s in o.winners for o in outcomes) for s in range(n)]
    if rules.scoring == "series" and state.scores != tuple(series):
        _refuse("the scores are not the hands won")
    penalties = [sum(o.penalty[s] for o in outcomes) for s in range(n)]
    if rules.scoring == "penalty" and state.penalties != tuple(penalties):
        _refuse("the penalties are not those of the hands played")
    if rules.scoring != "penalty" and any(any(o.penalty) for o in outcomes):
        _refuse(f"a recorded hand gave penalty points under scoring={rules.scoring}")
    if rules.scoring == "penalty" and any(o.penalty != _penalties_of(o) for o in outcomes):
        _refuse("a recorded hand's penalty points do not follow from how it ended")
    if rules.plays_for_chips:
        before = state.bankrolls if over else state.chips_at_start
        if any(before[s] != rules.bankroll + sum(o.chips[s] for o in outcomes) for s in range(n)):
            _refuse("the bankrolls are not what the hands played left")
    elif any(o.pot or any(o.chips) for o in outcomes):
        _refuse(f"a recorded hand moved chips under scoring={rules.scoring}")
