"""Psi games: both players secretly bid 0-2[c], reveal, and pay."""

from __future__ import annotations

from rulesdb.engine import cites
from rulesdb.engine.state.events import Event, emit
from rulesdb.engine.state.game import Game


def psi(game: Game, by: str) -> bool:
    """A psi game: both players secretly bid 0-2[c], reveal, and pay; True if the bids differ."""
    from rulesdb.engine.effects.costs import Payment, pay, sources
    bids = {}
    for side in ("corp", "runner"):
        player = game.player(side)
        # a bid is limited to the credits the player could spend on it (pool and cards), CR rule_bid_possible
        most = min(2, sum(s.available for s in sources(game, Payment(side, 0, "psi", f"{by}'s psi game"))))

        def check(value, most=most):
            if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= most:
                raise ValueError(f"{value!r} must be a bid from 0 to {most}")
            return value
        bids[side] = game.decider.ask(f"{player.name} psi bid {by}", [f"0..{most}"], player.name,
                                      general=("psi bid",), check=check)
    for side, bid in bids.items():
        if bid:
            pay(game, Payment(side, bid, "psi", f"{by}'s psi game"), cites.C_PSI)
    differ = bids["corp"] != bids["runner"]
    game.trace.add(f"{by}'s psi game: the Corp bid {bids['corp']}[c], the Runner "
                   f"{bids['runner']}[c]; the bids {'differ' if differ else 'are equal'}.",
                   cites.C_PSI, cites.C_BID_POSSIBLE, key=True)
    emit(game, Event("psi-revealed", info={"bids": bids, "by": by}))  # "whenever you and the Runner reveal" (Nisei)
    return differ
