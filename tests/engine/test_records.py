"""Records behave as the dataclasses they replace, without compiling methods at import."""

import copy
import dataclasses
import pickle
from dataclasses import field

import pytest

from rulesdb.engine.cards.printed import Card
from rulesdb.engine.records import record
from rulesdb.engine.state.carddef import CardDef, Facts
from rulesdb.engine.state.objects import CardObj


@record(frozen=True)
class Strength:
    ice: str
    value: int = 0
    boosts: tuple[int, ...] = ()


@record
class Counter:
    kind: str
    count: int = 0
    spent: list[int] = field(default_factory=list)


@record(eq=False)
class Holder:
    name: str
    held: object = None


def test_declaring_a_record_compiles_no_code(monkeypatch):
    def compiled(*args, **kwargs):
        raise AssertionError("a method was compiled from source")

    monkeypatch.setattr(dataclasses, "_create_fn", compiled)

    @record(frozen=True)
    class Tag:
        count: int = 1

    assert Tag().count == 1
    with pytest.raises(AssertionError):
        @dataclasses.dataclass(frozen=True)
        class Compiled:
            count: int = 1


def test_fields_take_positions_keywords_defaults_and_fresh_factories():
    first, second = Strength("Ice Wall"), Strength("Enigma", value=2)
    assert (first.ice, first.value, first.boosts) == ("Ice Wall", 0, ())
    assert (second.ice, second.value) == ("Enigma", 2)
    assert Strength("Wall", 3, (1,)).boosts == (1,)
    assert Counter("power").spent == [] and Counter("power").spent is not Counter("power").spent
    assert [f.name for f in dataclasses.fields(Strength)] == ["ice", "value", "boosts"]


@pytest.mark.parametrize("make, fault", [
    (lambda: Strength(), "missing required argument 'ice'"),
    (lambda: Strength("Wall", ice="Wall"), "multiple values for argument 'ice'"),
    (lambda: Strength("Wall", strength=1), "unexpected keyword argument 'strength'"),
    (lambda: Strength("Wall", 1, (), 2), "takes 3 positional arguments but 4 were given"),
])
def test_a_wrong_call_names_the_argument(make, fault):
    with pytest.raises(TypeError, match=fault):
        make()


def test_a_frozen_record_cannot_change_and_hashes_by_value():
    strength = Strength("Wall", 2)
    with pytest.raises(dataclasses.FrozenInstanceError):
        strength.value = 3
    with pytest.raises(dataclasses.FrozenInstanceError):
        del strength.value
    assert strength == Strength("Wall", 2) and strength != Strength("Wall", 3)
    assert len({strength, Strength("Wall", 2)}) == 1


def test_a_mutable_record_compares_by_value_and_cannot_be_hashed():
    counter = Counter("power", 1)
    counter.count += 1
    assert counter == Counter("power", 2)
    assert counter != ("power", 2)
    with pytest.raises(TypeError):
        hash(counter)


def test_an_identity_record_is_itself():
    assert Holder("HQ") != Holder("HQ")
    assert len({Holder("HQ"), Holder("HQ")}) == 2


def test_repr_shows_fields_in_order_and_a_record_that_holds_itself_once():
    assert repr(Strength("Wall", 1)) == "Strength(ice='Wall', value=1, boosts=())"
    holder = Holder("loop")
    holder.held = holder
    assert repr(holder) == "Holder(name='loop', held=...)"


def test_replace_makes_a_new_record():
    strength = Strength("Wall", 1)
    assert dataclasses.replace(strength, value=4) == Strength("Wall", 4)
    assert strength.value == 1


def test_a_class_keeps_its_own_methods_and_a_subclass_its_parents_fields():
    facts = Facts(title="Ice Wall", side="corp", type="ice")
    card = CardObj(CardDef(facts=facts), "corp", 7, "HQ")
    assert repr(card) == "<Ice Wall #7 in HQ>"
    library = [f.name for f in dataclasses.fields(Card)]
    assert library[:len(dataclasses.fields(CardDef))] == [f.name for f in dataclasses.fields(CardDef)]
    assert Card(facts=facts, waits_for="hosting").waits_for == "hosting"


def test_a_record_survives_a_deep_copy_and_a_pickle():
    strength = Strength("Wall", 2, (1,))
    assert copy.deepcopy(strength) == strength == pickle.loads(pickle.dumps(strength))
    counter = Counter("power", 1, [3])
    copied = copy.deepcopy(counter)
    assert copied == counter and copied.spent is not counter.spent
