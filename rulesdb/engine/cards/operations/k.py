"""Operations whose title begins with K, one definition per card, in title order."""

from __future__ import annotations

from rulesdb.engine.cards.hooks import on_play
from rulesdb.engine.cards.operations.common import TRANSACTION, advance_one, hq_into_rd, modes
from rulesdb.engine.cards.primitives import corp_installs, draw, gain, installs_asked, seq
from rulesdb.engine.cards.printed import operation

KEY_PERFORMANCE_INDICATORS = operation("Key Performance Indicators", TRANSACTION, faction="weyland-consortium",
                                       cost=1, inf=2, text=(
    "Resolve 2 of the following in any order:<ul><li>Draw 1 card. Shuffle 1 card from HQ into R&D.</li><li>Install "
    "1 piece of ice from HQ, ignoring all costs.</li><li>Place 1 advancement counter on an installed card you can "
    "advance.</li><li>Gain 2[c].</li></ul>",),
    on_play=on_play(modes({"draw 1 card and shuffle 1 into R&D": seq(draw(1), hq_into_rd(1)),
                           "install 1 piece of ice": corp_installs("hq", types=("ice",), ignore_cost=True),
                           "place 1 advancement counter": advance_one, "gain 2[c]": gain(2)}, count=2)),
    decisions=(*installs_asked("Key Performance Indicators"), "Key Performance Indicators shuffle"))
