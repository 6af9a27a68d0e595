"""The Runner's memory limit enforced: programs trashed to make room when installing one
(cr/rule_install_trash_programs) and, at a checkpoint, when the limit falls below the memory cost of
installed programs (cr/step_checkpoint_card_restrictions). Installing, the Runner may trash any programs
that free enough; at a checkpoint, only an appropriate set (none could be left out)."""

from __future__ import annotations

from contextlib import contextmanager
from itertools import combinations

from rulesdb.engine import cites
from rulesdb.engine.state.choice_labels import labels
from rulesdb.engine.state.decisions import picking
from rulesdb.engine.state.game import Game
from rulesdb.engine.state.objects import CardObj

CHECKPOINT = cites.cr("step_checkpoint_card_restrictions")
DECISION = "trash programs"


def _mu(obj: CardObj) -> int:
    return obj.card.facts.memory or 0


def appropriate_sets(programs: list[CardObj], over: int, mu=_mu) -> list[tuple[CardObj, ...]]:
    """Every set of programs freeing at least `over` [MU] (each freeing `mu` of it) from which no program can be left
    out while still freeing enough (so a program freeing 0[MU] is never in one)."""
    found = []
    for size in range(1, len(programs) + 1):
        for chosen in combinations(programs, size):
            total = sum(map(mu, chosen))
            if total >= over and all(total - mu(o) < over for o in chosen):
                found.append(chosen)
    return found


def _programs(game: Game) -> list[CardObj]:
    """The installed programs, never a facedown card: it has no type and uses no memory
    (cr/rule_facedown_runner_cards_are_blank)."""
    return [o for o in game.installed() if o.owner == "runner" and not o.facedown and o.card.facts.type == "program"]


def room_sets(game: Game, card: CardObj) -> list[tuple[CardObj, ...]]:
    """Every set of installed programs whose trashing would let program `card` fit (cr/rule_install_trash_programs: the
    Runner may trash any number, so not only the smallest sets); none if it fits already."""
    over, programs = over_limit(game, card), _programs(game)
    return [chosen for size in range(1, len(programs) + 1) for chosen in combinations(programs, size)
            if over and sum(_counted(game, o) for o in chosen) >= over]


@contextmanager
def set_apart(game: Game, programs: tuple[CardObj, ...]):
    """For reading a price only: `programs` out of the rig (or off their hosts) while the block runs, put back in their
    places after, as if the Runner had trashed them to make room."""
    places = []
    for obj in programs:
        holder = obj.host.hosted if obj.host is not None else game.runner.play
        index = next(i for i, o in enumerate(holder) if o is obj)
        places.append((holder, index, holder.pop(index)))
    try:
        yield
    finally:
        for holder, index, obj in reversed(places):
            holder.insert(index, obj)


def _counted(game: Game, obj: CardObj) -> int:
    """The [MU] a program uses against the limit: none while its host says its memory does not count (Dhegdheer), so
    trashing it frees nothing."""
    return 0 if obj.host is not None and game.modifier("hosted-memory-free", obj.host) else game.memory_cost(obj)


def _named(programs: list[CardObj], names: list[str], value) -> list[CardObj]:
    """The programs a decision's answer names (a name or a list of names, as `names` labels them: two copies of one
    title by where they are), each at most once."""
    chosen, left = [], list(zip(names, programs))
    for title in value if isinstance(value, list) else [value]:
        match = next((pair for pair in left if pair[0].lower() == str(title).lower()), None)
        if match is None:
            raise ValueError(f"{title!r} is not an installed program left to trash")
        chosen.append(match[1])
        left.remove(match)
    return chosen


def room_to_install(game: Game, card: CardObj, over: int, unpaid=None) -> list[CardObj] | None:
    """Installing `card` `over` [MU] past the limit: the Runner first trashes any programs they choose
    that free enough (decision "make room for <card>", cr/rule_install_trash_programs); None if even
    every installed program would not free enough. `unpaid(chosen)`: why, with those gone, the install cost could
    not be paid, or "" (a cost is not paid in a way that stops it being payable: cr/rule_cost_restrictions)."""
    programs = _programs(game)
    if sum(_counted(game, o) for o in programs) < over:
        return None

    names = labels(game, programs, "runner")

    @picking
    def check(value):
        chosen = _named(programs, names, value)
        if sum(_counted(game, o) for o in chosen) < over:
            raise ValueError(f"those free too little memory: {card.title} needs {over}[MU] more")
        short = unpaid(tuple(chosen)) if unpaid else ""
        if short:
            raise ValueError(f"with those trashed, {short}")
        return chosen
    frees = {name: f"frees {_counted(game, o)}[MU] ({card.title} needs {over}[MU] more)"
             for name, o in zip(names, programs)}
    return game.decider.ask(f"make room for {card.title}", names, "Runner", check=check, prices=frees)


def over_limit(game: Game, card: CardObj, host: CardObj | None = None) -> int:
    """How many [MU] past the memory limit installing program `card` (on `host`) would go; 0 if it fits."""
    if host is not None and game.modifier("hosted-memory-free", host):
        return 0
    return max(0, game.memory_used() + game.memory_cost(card) - game.memory_limit())


def could_fit(game: Game, card: CardObj, host: CardObj | None = None) -> bool:
    """Whether program `card` (on `host`) can be installed as far as memory goes: it fits, or trashing installed
    programs as part of the install frees enough (cr/rule_install_trash_programs)."""
    over = over_limit(game, card, host)
    return over == 0 or sum(_counted(game, o) for o in _programs(game)) >= over


def trash_to_fit(game: Game, card: CardObj, host: CardObj | None, by: str, unpaid=None) -> None:
    """An effect installs program `card` past the memory limit: the Runner first trashes programs they choose that
    free enough (decision "make room for <card>", cr/rule_install_trash_programs), never a set after which the cost
    could not be paid (`unpaid`, as `room_to_install` reads it)."""
    over = over_limit(game, card, host)
    chosen = room_to_install(game, card, over, unpaid) if over else []
    from rulesdb.engine.effects.trashing import trash
    for program in chosen or ():
        trash(game, program, f"{by}: the Runner, making room for {card.title},",
              cites.cr("rule_install_trash_programs"), cites.cr("rule_program_install_exceed_memory_limit"),
              preventable=False, who="runner")


def make_room(game: Game, over: int, why: str, rule: str) -> bool:
    """Trash an appropriate set of the Runner's programs freeing `over` [MU] (cr/step_checkpoint_card_restrictions);
    False if none can."""
    programs = _programs(game)
    sets = appropriate_sets(programs, over, lambda o: _counted(game, o))
    if not sets:
        return False
    chosen = sets[0] if len(sets) == 1 else _ask(game, programs, sets)
    from rulesdb.engine.effects.trashing import trash
    game.trace.add(f"{why}: {over}[MU] too many, so the Runner trashes "
                   f"{', '.join(o.title for o in chosen)}.", rule, key=True)
    for obj in chosen:
        trash(game, obj, "The memory limit", rule, preventable=False)
    return True


def enforce_limit(game: Game) -> None:
    """At a checkpoint: installed programs over the memory limit are trashed down to it."""
    from rulesdb.engine.state.unseen_blank import memory_decides, memory_settled
    memory_decides(game, lambda: max(0, game.memory_used() - game.memory_limit()),
                   "whether installed programs are over the memory limit")
    with memory_settled(game):  # whichever card an unknown choice took, the same (`memory_decides`)
        over = game.memory_used() - game.memory_limit()
    if over > 0:
        make_room(game, over, f"The Runner's memory limit is {game.memory_limit()}[MU]", CHECKPOINT)


def _ask(game: Game, programs: list[CardObj], sets: list[tuple[CardObj, ...]]) -> tuple[CardObj, ...]:
    name_of = {id(o): name for o, name in zip(programs, labels(game, programs, "runner"))}  # copies: by where
    options = [", ".join(name_of[id(o)] for o in s) for s in sets]

    def check(value):
        wanted = sorted(str(t).lower() for t in (value if isinstance(value, list) else [value]))
        for chosen in sets:
            if sorted(name_of[id(o)].lower() for o in chosen) == wanted:
                return chosen
        raise ValueError(f"{value!r} is not a set of programs the Runner may trash (one of: {'; '.join(options)})")
    return game.decider.ask(DECISION, options, "Runner", check=check)
