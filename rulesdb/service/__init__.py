"""The facade the CLI and the web app call: one loaded build and every question asked of it.

A server opens the model eagerly (a damaged build is found before it is served); the CLI opens it
lazily, one document at a time (`RulesDB.load(lazy=True)`). The graph and the search index load on
first use and are then shared, so `show` stays fast and a server opens them once.

One job a module, each standing on the ones below it: `opened` (the stored build), `scenarios`,
`indexes` (the graph, search index, look-up and catalogue, opened on first use), then `addresses`
(documents and nodes by what a judge types), `links` (a node's neighbours in the graph), `cards`,
`finding` (search and the search box) and `versions` (diffs, changelogs, histories, topics compared).
"""

from rulesdb.service.addresses import Addresses
from rulesdb.service.cards import Cards
from rulesdb.service.finding import Finding
from rulesdb.service.links import Links
from rulesdb.service.scenarios import Scenarios
from rulesdb.service.versions import Versions


class RulesDB(Versions, Links, Addresses, Finding, Cards, Scenarios):
    """A stored build, opened read-only, with every question the CLI and the web app ask of it."""
