"""On a phone (390x844, touch) in headless Chromium: an action line naming a server with nothing laid out or a Corp
card the board does not hold opens the Corp's section (and that server) as it is typed; without JavaScript, the
refused board comes back with them open. Before, the Corp's section stayed folded and the judge could not see where
the Corp's cards go."""

from pathlib import Path

import pytest
from readiness import FORM_PHONE, table_form_on_a_phone

from rulesdb.table.ruling import share_url

CHROMIUM = Path("/usr/bin/chromium")
pytestmark = [
    pytest.mark.browser,
    pytest.mark.skipif(not CHROMIUM.exists(), reason="Debian chromium is not installed"),
]
CORP = "details.side:has(> summary:text-is('Corp'))"


@pytest.fixture
def phone(browser, server):
    yield from table_form_on_a_phone(browser, server)


def is_open(page, selector: str) -> bool:
    return page.eval_on_selector(selector, "d => d.open")


def test_typing_an_action_that_trashes_a_corp_card_not_on_the_board_opens_the_corp_section(phone):
    assert not is_open(phone, CORP)
    phone.locator("[name='actions']").tap()
    phone.keyboard.type("trash PAD Campaign")
    assert is_open(phone, CORP)
    phone.locator("[name='corp.servers.Server 1.root']").scroll_into_view_if_needed()
    assert phone.locator("[name='corp.servers.Server 1.root']").is_visible()


def test_typing_a_run_on_rd_with_nothing_there_opens_the_corp_section_and_rd(phone):
    assert not is_open(phone, CORP) and not is_open(phone, "details.server[data-server='R&D']")
    phone.locator("[name='actions']").tap()
    phone.keyboard.type("run R&D")
    assert is_open(phone, CORP) and is_open(phone, "details.server[data-server='R&D']")
    assert phone.locator("[name='corp.servers.R&D.ice']").is_visible()


def test_an_action_naming_nothing_of_the_corps_leaves_the_corp_section_folded(phone):
    phone.locator("[name='actions']").tap()
    phone.keyboard.type("play Sure Gamble")
    assert not is_open(phone, CORP)


def test_without_javascript_the_refused_board_comes_back_with_the_corp_section_and_the_server_open(browser, server):
    context = browser.new_context(java_script_enabled=False, **FORM_PHONE)
    page = context.new_page()
    page.goto(server + share_url({"runner": {"credits": 5}, "actions": [{"runner": "run Server 2"}]}))
    assert page.locator(".error").count()
    assert page.locator(f"{CORP}[open]").count() == 1
    assert page.locator("details.server[data-server='Server 2'][open]").count() == 1
    assert page.locator("[name='corp.servers.Server 2.ice']").is_visible()
    context.close()
