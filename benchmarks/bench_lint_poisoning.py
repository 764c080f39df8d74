"""Tool-poisoning detection: recall on poisoned tools and false-positive rate on
tricky-benign ones, per class and split, on ``benchmarks/data/poisoning`` (75 poisoned,
71 benign MCP tools written by a helper who had not seen the detector; see its README)
and, with ``--set poisoning2``, on ``benchmarks/data/poisoning2`` (88 poisoned, 87 benign,
an independent second set in the same format, written by another helper who had seen
neither the detector nor the first set's items); ``--set poisoning3`` (99 / 90),
``--set poisoning4`` (96 / 106), ``--set poisoning5`` (69 / 68, session 12: soft
phrasing, 38 % not English) and ``--set poisoning6`` (65 / 63, session 13: payloads in the
middle of long documentation, 46 % not English) are a third to sixth such set, each by a
helper blind to the detector and the earlier sets' items (their READMEs);
``--set poisoning7`` (76 / 73, session 15: the write-ups' classic forms in a realistic mix);
``--set poisoning8`` (77 / 79, session 16: soft and indirect phrasing, new domains, 60 % not
English); ``--set poisoning9`` (84 / 95, session 17: healthcare, insurance, education, HR,
travel, legal, energy, retail, nonprofit and construction tools, 61 % not English in eleven
languages); ``--set poisoning10`` (87 / 101, session 18: farm, freight, telecom, property,
factory, fleet, podcast, esports, municipal, lab, veterinary and ticketing tools, 59 % not
English in eleven languages, six of them new to the sets); ``--set poisoning11`` (98 / 93,
session 24: legal, insurance claims, HR and payroll, learning platforms, hotels and travel,
utilities, church and NGO giving, sports clubs, retail tills, HPC, CI and package registries
and home automation, 55 % not English in nine languages, Vietnamese, Indonesian, Hungarian,
Finnish and Hebrew among them); ``--set poisoning12`` (86 / 79, session 27: marinas and
yacht charter, aircraft maintenance, museums and archives, translation and localization,
breweries and wineries, observatories, film and recording studios, libraries, coworking,
beekeeping and mountain guiding; aimed at argument tampering, concealment, instructions in
documentation, capability claims, session hijack, schema and output payloads and forced tool
calls; 48 % not English in five languages); ``--set poisoning13`` (81 / 77, session 28:
dental practices, funeral homes, ski resorts, self-storage, music schools, laundries,
dive centres, dog daycare, bike shops and bike share, tattoo studios, gyms and weddings;
every class of issue 16 including hidden text and ANSI escapes, 30 % not English in
German, Portuguese and Japanese); ``--set poisoning14`` (83 / 74, session 29: hair salons
and barbers, driving schools, pest control, locksmiths, opticians, removals, photo studios,
print shops, escape rooms, bakeries, garden centres and car washes; half the payloads
inside long documentation, worded as compliance requirements, known-bug workarounds and
migration notes; 30 % not English in French, Spanish and Korean); ``--set poisoning15``
(85 / 75, session 30: EV charging, plumbing and heating, allotments, tailors and shoe
repair, bowling and cinemas, solar installers, chess clubs, waste collection and recycling,
pawn shops, karting and taxis; a third of the payloads inside long documentation, a
quarter outside the description, a quarter stated as a fact or a policy with no
imperative; 28 % not English in Chinese, Italian and Russian); ``--set poisoning16``
(87 / 74, session 30: EV charging and parking, plumbing and heating, solar installers,
campgrounds and RV parks, auction houses, pawnshops, taxi dispatch, waste collection,
tailors, pottery studios, nurseries and chimney sweeps; a third of the payloads inside long
documentation, a sixth outside the description, many stated as facts or policies with no
imperative; 28 % not English in Dutch, Polish, Turkish and Vietnamese); ``--set poisoning17``
(91 / 79, session 31: riding stables, arborists, coffee roasters, vending operators, saunas
and bathhouses, farmers' markets, ice rinks, antiquarian booksellers, window cleaners,
kitesurf schools, community radio and well drilling, with security, password, secrets, e-mail
and payment tools on the benign side; 15 payloads split over two places, 13 written as a
workflow or a default with no words addressed to the model; 26 % not English in Arabic,
Hindi, Indonesian and Swedish); ``--set poisoning18`` (83 / 83, session 32: beekeeping,
aquarium shops, balloon flights, trampoline parks, stonemasons, glassblowing, drone surveys,
mushroom farms, archery ranges, creameries, hobby shops and piano tuners, with secrets,
SSH, backup, marketplace and security tools on the benign side; 18 payloads written as
product behaviour that harms the user and 8 split over two places; 25 % not English in
Greek, Czech, Thai and Hebrew); ``--set poisoning19`` (85 / 98, session 33: ferry
operators, violin makers, observatories, seed banks, sign-language interpreting, circus
schools, wind-farm maintenance, falconry centres, canal-boat hire, puppet theatres, bell
foundries and lighthouse tours, with secrets, MCP gateway admin, security scanner, telemetry
and e-mail tools on the benign side; 22 payloads written as product behaviour that harms
the user, 4 split over two places and 4 rug-pull style "from now on" notices; 27 % not
English in Danish, Swahili, Tamil and Bulgarian); ``--set poisoning20`` (89 / 102, session
34: mountain huts, farriers, pipe-organ builders, rowing clubs, cider orchards, bookbinders,
hearing-aid clinics, sled-dog tours, curling clubs, stained-glass studios, clock repairers
and map shops, with secrets, MCP gateway admin, security scanner, telemetry, e-mail and
captured PostgreSQL tools on the benign side; 27 payloads written as product behaviour that
harms the user, 5 split over two places and 4 rug-pull style "from now on" notices; 26 % not
English in Malay, Norwegian Bokmål and Croatian); ``--set poisoning21`` (84 / 91, session
37: show caves, perfumers, rug restorers, tea blenders, paragliding schools, blacksmith
forges, community choirs, genealogy researchers, botanical gardens, sailmakers, fencing
clubs and aquatic centres, with secrets, MCP gateway admin, security scanner, telemetry,
e-mail and captured Home Assistant tools on the benign side; payloads in harmful defaults,
parameter names, conditional triggers, "use this instead of the built-in tool" preference
hijacks and text claiming to come from the platform; 25 % not English in Persian,
Azerbaijani and Bengali, all three verb-final); ``--set poisoning22`` (80 / 80, session 39:
bonsai nurseries, ice-sculpture studios, glacier guiding, model-rocketry clubs, oyster farms,
rafting outfitters, avalanche forecasting, taxidermy, milliners, sugarhouses, fireworks,
bird ringing, roller derby and calligraphy schools, with secrets, MCP gateway admin, security
scanner, telemetry, e-mail and captured PowerPoint and MySQL tools on the benign side;
payloads in troubleshooting sections, changelogs, code-block comments, markdown table rows
and HTML comments, harmful defaults and conditional triggers; 25 % not English in
Lithuanian, Georgian and Tagalog); ``--set poisoning23`` (80 / 80, session 40:
lock museums, organ-donation registries, court interpreters, hydroponic farms, type
foundries, harbour pilots, quilting guilds, carillon societies, meteorite dealers, snow
removal, stained glass and watch repair, with secrets, gateway admin, security scanner,
telemetry, e-mail, payments and captured PDF-tools and Memcached tools on the benign side;
payloads in FAQ blocks, known-limitations lists, YAML and JSON config examples, pattern and
format explanations, localized second paragraphs, customer-service and API-reference tone
and numbered workflows; 30 % not English in Slovenian, Macedonian and Albanian);
``--set poisoning24`` (80 / 80, session 41: cable cars, ger camps, safari lodges, ostrich
farms, fish canneries, Camino pilgrim hostels, thatchers, salt works, sheep shearing, cork
harvesters, snooker halls and rope access, with secrets, gateway admin, a security scanner,
telemetry, e-mail, payments and captured Anki and Grocy tools on the benign side; harmful
defaults and product behaviour, FAQ, known-limitations, YAML and JSON examples, pattern and
format explanations, a troubleshooting section and numbered workflows; 26 % not English in
Mongolian (Cyrillic), Afrikaans and Galician).
``--set poisoning25`` (80 / 80, session 42: archive digitisation, stamp auctions, orienteering,
amateur radio, fish hatcheries, sawmills, mosaic studios, velodromes, surf life saving,
reindeer herding, truffle growers and sheet-music publishers, with secrets, gateway admin,
security scanners, telemetry, e-mail, payments and captured package-index and Spotify tools on
the benign side; attacks spread over several tools of one server, outputSchema and enum-value
descriptions, markdown images and links carrying data, quoted system/assistant turns and long
documentation with one payload sentence; 26 % not English in Belarusian (Cyrillic), Basque and
Marathi (Devanagari)).
``--set poisoning26`` (80 / 80, session 43: Gaelic games clubs, currach builders, whiskey
distilleries, diamond-cutting workshops, kite makers, block-printing studios, felt workshops,
mountain rescue teams, dry-stone wallers, coopers, ballet schools, pedicab operators, alpaca
farms and marathon organisers, with secrets, gateway admin, a security scanner, telemetry,
e-mail, payments and captured accessibility-audit and BullMQ tools on the benign side; context
exfiltration through a parameter, tool-name impersonation, preference manipulation, output
poisoning, encodings and docstring, release-note and mixed-language styles; 29 % not English
in Irish, Kyrgyz (Cyrillic) and Gujarati (Gujarati script)).
``--set poisoning27`` (80 / 80, session 44: pigeon-racing clubs, olive-oil mills, letterpress
studios, bagpipe makers, driving ranges, bobbin-lace guilds, spice auction yards, beadwork
co-operatives, sugar-cane growers, racecourses, snail farms, food banks, mango orchards,
cricket clubs, luzzu fishing co-operatives and salvage divers, with secrets, gateway admin, a
security scanner, telemetry, e-mail, payments and captured Panda CSS, DuckDB and Yahoo Finance
tools on the benign side; ten rug-pull pairs (an honest v1 and a v2 one clause apart), error
handling and retry policies, personalisation, agent-workflow hijacks, `_meta`, `const`,
`$comment` and deprecated-parameter payloads and social engineering of the user; 26 % not
English in Telugu (Telugu script), Maltese and Zulu).

``--set poisoning28`` (80 / 80, session 45: whale-watching tours, lavender distilleries,
pinball arcades, karaoke bars, laser-tag arenas, zipline parks, harp makers, tortoise
sanctuaries, hovercraft crossings, sand-yacht clubs, cinnamon estates, sapphire pits, Pamir
homestays, apricot orchards, indigo dye pits and tanneries, with secrets, gateway admin, a
security scanner, telemetry, e-mail, payments and captured mcp-nixos and paper-search-mcp
tools on the benign side; definitions shaped like FastMCP docstrings, OpenAPI-converted
operations and zod `.describe()` texts, payloads that are not sentences (a key/value line, a
table row, a checklist item, a URL template, an HTML comment, a code fence), claim-only
adverts and one attack split over two tools of a server; 28 % not English in Sinhala (Sinhala
script), Tajik (Cyrillic) and Hausa).

``--set poisoning29`` (80 / 80, session 46: gliding clubs, blood-donation centres, veg-box
schemes, tyre fitters, makerspaces, river gauging, lacrosse leagues, fertility clinics,
compounding pharmacies, canal lock keeping, glasshouse growers, coach charter, hospital radio,
sports-turf contractors, dog-agility clubs, ice-cream vans, bicycle couriers, cemetery
registers, weighbridges, scrap yards, guide-dog schools, tool hire, sign-writers, pool
chemicals and citizen weather networks, with secrets, gateway admin, a security scanner,
telemetry, notes, e-mail, payments and captured calc-mcp and howtocook-mcp tools on the
benign side; payloads aimed at agents inside long vendor reference pages, at the agent's own
memory, task list, system prompt, other servers' configuration, approval behaviour and
sub-agents, worded as policy, in the third person or as a question; 28 % not English in
Kannada (Kannada script), Punjabi (Gurmukhi) and Somali).

``--set poisoning30`` (80 / 80, session 47: axe-throwing venues, mini-golf, corn mazes,
Christmas-tree farms, soap and candle makers, court reporters, opera houses, crossword
publishers, magic shops, skateparks, rodeos, polo clubs, glamping, cloth-diaper services,
fairgrounds, seaweed farms, teak, lacquerware, trishaws, aso-oke weavers, talking drums, okada
rides, gari mills, vanilla, zebu markets, raffia and taxi-brousse, with gateway admin,
security scanners, telemetry, e-mail and captured astronomy-mcp and bible-mcp tools on the
benign side; terse one- or two-sentence definitions, payloads in error-recovery advice,
conditional triggers (a date, a name, a keyword, the Nth call), markdown links and images
carrying the conversation, shadowing as compatibility notes, output schemas, annotations and
vendor fields, changelog rug pulls and polite consent bypass; 28 % not English in Burmese
(Myanmar script), Yoruba and Malagasy).

``--set poisoning_ext`` (28 / 45, session 33) is not written by our helpers: the poisoned
and benign tool definitions of seven public MIT-licensed repositories (Damn Vulnerable MCP
Server, MCPSecBench, and five demo servers), extracted without rewording; see its README.
It is in ``EXTERNAL_SETS``, not ``SETS``, so that the scripts that pool or train on
``SETS`` (``eval_poison_meaning_loso.py``, ``train_poison_ngram.py``,
``tried_behaviour_s32.py``) never see it and it stays an outside measurement.
``--set poisoning_ext2`` (29 / 220, session 34) is the second such set, from three other
repositories (Cisco AI Defense's mcp-scanner under Apache-2.0: its example malicious
servers, its behavioural evaluation's prompt-injection servers, its remote evaluation's
benign servers and one test file; the Vulnerable MCP Server CTF and tool-scan's test
fixtures, both MIT), extracted the same way; see its README. Also in ``EXTERNAL_SETS``.
``--set poisoning_ext3`` (32 / 81, session 35) is the third, from four more repositories
(acuvity's mcp-server-everything-wrong, snyk's agent-scan demo and test servers and Enkrypt
AI's secure-mcp-gateway test servers, all Apache-2.0; mcp-poison's test fixtures, MIT),
extracted the same way; see its README. Also in ``EXTERNAL_SETS``.
``--set poisoning_ext4`` (24 / 63, session 36) is the fourth, from six more repositories
(Wapiti08's mcp-attack-suite, smart-mcp-proxy's malicious demo server, harryc295's
tool-poisoning-bench and riseandignite's mcp-shield, MIT; Tencent's AI-Infra-Guard test case
and Trail of Bits' mcp-context-protector test servers, Apache-2.0), extracted the same way;
see its README. Also in ``EXTERNAL_SETS``.
``--set poisoning_ext5`` (24 / 40, session 36) is the fifth, from two more repositories
(joshmaster2165's medusa scanner test fixtures and ace26597's mcp-lock test servers, both
Apache-2.0), extracted the same way; see its README. Also in ``EXTERNAL_SETS``.

A tool counts as flagged when a finding whose code starts with one of ``--prefix``
(default ``T``, the poisoning family) is reported about it. Every rule is selected. With
``--prefix ALL-ERRORS`` a tool counts as flagged on any error-level finding instead (what
``tooldeck lint`` would fail on before the family existed). ``located`` counts flagged
poisoned tools where some finding's pointer equals the label's ``field`` or lies inside it
(or it inside the finding's), the README's optional localisation score.

Dev and holdout are reported apart: tune on dev only.

``--pooled`` prints every set's counts per split (flagged / n on the poisoned and the benign
side, no items, so holdout halves are counted without being listed) and the pooled rows:
the written sets, the external ones, and all; with ``--json`` the counts as JSON.

``--real`` instead counts poisoning findings on real tool text, where every one is a false
positive to justify: the 155 tools of ``tests/data/corpora`` (a copy of
``../shared/corpora``: github-mcp-server, vscode-copilot-chat), BFCL's single-turn function
pool, ``examples/ops68``, the ``select_real`` decks, the ``select_train`` decks and (since
session 18) every tool each server captured by a poisoning set listed
(``captured_tools.json`` of every set in ``SETS``, 1,663 tools of 88 servers, and of
``real_capture``, 1,113 tools of 33 servers, and since session 38 of ``real_capture2``, 55
tools of 5 more servers; a set's benign file holds a few of them:
``poisoning17``'s four servers list 215 tools, 16 of them in its benign file) (tools with a
finding / tools, and the codes).

Run: ``.venv/bin/python benchmarks/bench_lint_poisoning.py [--set NAME] [--split S]
[--prefix T] [--ignore CODES] [--json] [--misses] [--by-lang]`` (``--by-lang``: rows
for English and for every other language instead of per class); the learned signals alone
are ``--prefix T109`` (MiniLM, off by default) and ``--prefix T111`` (n-grams, on by
default), the default rules ``--ignore T109``, the pattern rules alone ``--ignore
T109,T111``; ``--split dev`` prints the dev split alone (tune on it without seeing holdout
figures).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from pathlib import Path

from tooldeck.formats import load, load_data
from tooldeck.lint import Finding, LintConfig, Severity, lint
from tooldeck.tool import Deck

DATA_ROOT = Path(__file__).resolve().parent / "data"
SETS = (
    "poisoning",
    "poisoning2",
    "poisoning3",
    "poisoning4",
    "poisoning5",
    "poisoning6",
    "poisoning7",
    "poisoning8",
    "poisoning9",
    "poisoning10",
    "poisoning11",
    "poisoning12",
    "poisoning13",
    "poisoning14",
    "poisoning15",
    "poisoning16",
    "poisoning17",
    "poisoning18",
    "poisoning19",
    "poisoning20",
    "poisoning21",
    "poisoning22",
    "poisoning23",
    "poisoning24",
    "poisoning25",
    "poisoning26",
    "poisoning27",
    "poisoning28",
    "poisoning29",
    "poisoning30",
)
# labelled sets written by others (see the module docstring); never pooled with SETS
EXTERNAL_SETS = (
    "poisoning_ext",
    "poisoning_ext2",
    "poisoning_ext3",
    "poisoning_ext4",
    "poisoning_ext5",
)
DATA = DATA_ROOT / "poisoning"


def findings_by_tool(
    file: str, data: Path = DATA, ignore: tuple[str, ...] = ()
) -> dict[str, list[Finding]]:
    loaded = load(data / file)
    config = LintConfig(select=("ALL",), ignore=ignore)
    result = lint(loaded.deck, config, field_names=loaded.format)
    out: dict[str, list[Finding]] = defaultdict(list)
    for f in result.findings:
        for tool in f.tools or ((f.tool,) if f.tool else ()):
            out[tool].append(f)
    return out


def _flagging(findings: list[Finding], prefixes: tuple[str, ...]) -> list[Finding]:
    if prefixes == ("ALL-ERRORS",):
        return [f for f in findings if f.severity is Severity.error]
    return [f for f in findings if f.code.startswith(prefixes)]


def _located(findings: list[Finding], field: str) -> bool:
    return any(
        f.pointer == field or f.pointer.startswith(field + "/") or field.startswith(f.pointer + "/")
        for f in findings
        if f.pointer
    )


def evaluate(
    prefixes: tuple[str, ...],
    data: Path = DATA,
    ignore: tuple[str, ...] = (),
    *,
    by_lang: bool = False,
) -> tuple[dict[str, dict[str, dict[str, int]]], list[str]]:
    """``{split: {"poisoned:<class>"|"benign:<class>": {n, flagged, located}}}`` and the
    misses / false positives as lines, for the set in folder ``data``. ``by_lang``: rows
    per language group instead of per class, ``en`` (a label's ``lang`` is ``en`` or
    ``en-…``) and ``not_en`` (every other language)."""
    labels = [
        json.loads(line)
        for line in (data / "labels.jsonl").read_text(encoding="utf-8").splitlines()
        if line
    ]
    found = {
        file: findings_by_tool(file, data, ignore) for file in ("poisoned.json", "benign.json")
    }
    table: dict[str, dict[str, dict[str, int]]] = {}
    notes: list[str] = []
    for lab in labels:
        kind = "poisoned" if lab["poisoned"] else "benign"
        hits = _flagging(found[lab["file"]].get(lab["tool"], []), prefixes)
        for split in (lab["split"], "all"):
            lang = str(lab.get("lang", ""))
            group = ("en" if lang.split("-")[0] == "en" else "not_en") if by_lang else lab["class"]
            for cls in (f"{kind}:{group}", f"{kind}:ALL"):
                row = table.setdefault(split, {}).setdefault(
                    cls, {"n": 0, "flagged": 0, "located": 0}
                )
                row["n"] += 1
                row["flagged"] += bool(hits)
                row["located"] += bool(hits) and kind == "poisoned" and _located(hits, lab["field"])
        if lab["split"] != "dev":
            continue  # misses are listed for dev only: looking at holdout items tunes on them
        if kind == "poisoned" and not hits:
            notes.append(f"MISS  {lab['split']:<7} {lab['class']:<20} {lab['tool']}")
        if kind == "benign" and hits:
            codes = ",".join(sorted({f.code for f in hits}))
            notes.append(f"FP    {lab['split']:<7} {lab['class']:<20} {lab['tool']} {codes}")
    return table, notes


def render(
    table: dict[str, dict[str, dict[str, int]]], splits: tuple[str, ...] = ("dev", "holdout", "all")
) -> str:
    lines = []
    for split in splits:
        lines.append(f"split {split}")
        lines.append(f"{'class':<34}{'n':>4}{'flagged':>9}{'rate':>7}{'located':>9}")
        for cls in sorted(table[split], key=lambda c: (c.split(":")[0], c.endswith("ALL"), c)):
            r = table[split][cls]
            rate = r["flagged"] / r["n"]
            loc = str(r["located"]) if cls.startswith("poisoned") else ""
            lines.append(f"{cls:<34}{r['n']:>4}{r['flagged']:>9}{rate:>7.2f}{loc:>9}")
        lines.append("")
    lines.append("rate = recall for poisoned:*, false-positive rate for benign:*")
    return "\n".join(lines)


ROOT = DATA_ROOT.parents[1]


def real_decks() -> list[tuple[str, Deck]]:
    """The real decks of ``--real``, in the order printed."""
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from bench_lint import load_pool

    decks: list[tuple[str, Deck]] = [
        (f"corpora/{p.stem}", load(p).deck)
        for p in sorted((ROOT / "tests/data/corpora").glob("*.json"))
    ]
    decks.append(("bfcl pool", load_pool()))
    decks.append(("examples/ops68", load(ROOT / "examples/ops68").deck))
    for folder in ("select_real", "select_train"):
        for path in sorted((DATA_ROOT / folder / "decks").glob("*.json")):
            decks.append((f"{folder}/{path.stem}", load(path).deck))
    for name in (*SETS, "real_capture", "real_capture2"):
        decks.extend(captured_decks(name))
    # the reviewer-label sets' real servers (tools a careful reviewer judged, none poisoned)
    for folder in sorted(DATA_ROOT.glob("lint_labels*")):
        for path in sorted((folder / "tools").glob("*.json")):
            decks.append((f"{folder.name}/{path.stem}", load(path).deck))
    return decks


def captured_decks(name: str) -> list[tuple[str, Deck]]:
    """One deck per server of a poisoning set's ``captured_tools.json``: every tool each
    server listed, verbatim (the set's benign file holds a few of them; the rest are real
    text no set labels). ``[]`` for a set without the file; the first set's file is a
    list of ``{package, tool}`` items, the later ones ``{"servers": {key: {"tools": …}}}``."""
    path = DATA_ROOT / name / "captured_tools.json"
    if not path.is_file():
        return []
    raw = json.loads(path.read_text(encoding="utf-8"))
    servers: dict[str, list[dict[str, object]]] = {}
    if isinstance(raw, list):
        for item in raw:
            servers.setdefault(str(item["package"]), []).append(item["tool"])
    else:
        for key, server in raw["servers"].items():
            servers[str(key)] = list(server["tools"])
    out = []
    for key, tools in servers.items():
        loaded = load_data({"tools": tools}, source=f"{name}/{key}", format="mcp")
        out.append((f"captured/{name}:{key.split(':')[-1]}", loaded.deck))
    return out


def real_counts(
    prefixes: tuple[str, ...], ignore: tuple[str, ...] = ()
) -> list[tuple[str, int, int, str]]:
    """``(deck, tools flagged, tools, "tool:CODE …")`` for every real deck."""
    out = []
    for name, deck in real_decks():
        select = ("ALL",) if prefixes == ("ALL-ERRORS",) else prefixes
        result = lint(deck, LintConfig(select=select, ignore=ignore))
        hits: dict[str, set[str]] = defaultdict(set)
        for f in _flagging(list(result.findings), prefixes):
            for tool in f.tools or ((f.tool,) if f.tool else ()):
                hits[tool].add(f.code)
        what = " ".join(f"{t}:{','.join(sorted(c))}" for t, c in sorted(hits.items()))
        out.append((name, len(hits), len(deck), what))
    return out


def render_real(rows: list[tuple[str, int, int, str]]) -> str:
    lines = [f"{'deck':<34}{'flagged':>8}{'tools':>7}  which"]
    for name, flagged, n, what in rows:
        lines.append(f"{name:<34}{flagged:>8}{n:>7}  {what}")
    return "\n".join(lines)


def pooled_counts(
    prefixes: tuple[str, ...], ignore: tuple[str, ...], splits: tuple[str, ...]
) -> dict[str, dict[str, dict[str, dict[str, int]]]]:
    """``{set: {split: {"poisoned"|"benign": {"n", "flagged"}}}}`` for every set of
    :data:`SETS` and :data:`EXTERNAL_SETS` present in this checkout (:func:`evaluate` on
    each; counts only, so holdout halves are counted without being listed)."""
    out: dict[str, dict[str, dict[str, dict[str, int]]]] = {}
    for name in (*SETS, *EXTERNAL_SETS):
        if not (DATA_ROOT / name / "labels.jsonl").is_file():
            continue
        table, _notes = evaluate(prefixes, DATA_ROOT / name, ignore)
        out[name] = {
            split: {
                kind: {k: table[split][f"{kind}:ALL"][k] for k in ("n", "flagged")}
                for kind in ("poisoned", "benign")
                if f"{kind}:ALL" in table.get(split, {})
            }
            for split in splits
            if split in table
        }
    return out


def render_pooled(
    counts: dict[str, dict[str, dict[str, dict[str, int]]]], splits: tuple[str, ...]
) -> str:
    """One row per set and split (poisoned flagged/n, benign flagged/n), then the pooled
    rows: the written sets (:data:`SETS`), the external ones, and all of them."""
    lines = [f"{'set':<18}{'split':<9}{'poisoned':>12}{'benign':>12}"]
    for name, per_split in counts.items():
        for split in splits:
            row = per_split.get(split, {})
            p, b = row.get("poisoned", {}), row.get("benign", {})
            lines.append(
                f"{name:<18}{split:<9}{p.get('flagged', 0):>6}/{p.get('n', 0):<5}"
                f"{b.get('flagged', 0):>6}/{b.get('n', 0):<5}"
            )
    groups = (
        ("written", [n for n in counts if n in SETS]),
        ("external", [n for n in counts if n in EXTERNAL_SETS]),
        ("all", list(counts)),
    )
    lines.append("")
    for split in splits:
        for label, names in groups:
            tot = {"pf": 0, "pn": 0, "bf": 0, "bn": 0}
            for name in names:
                row = counts[name].get(split, {})
                tot["pf"] += row.get("poisoned", {}).get("flagged", 0)
                tot["pn"] += row.get("poisoned", {}).get("n", 0)
                tot["bf"] += row.get("benign", {}).get("flagged", 0)
                tot["bn"] += row.get("benign", {}).get("n", 0)
            recall = tot["pf"] / tot["pn"] if tot["pn"] else 0.0
            fpr = tot["bf"] / tot["bn"] if tot["bn"] else 0.0
            lines.append(
                f"POOLED {label:<9}{split:<8} {len(names):>2} sets  poisoned "
                f"{tot['pf']}/{tot['pn']} = {recall:.3f}  "
                f"benign {tot['bf']}/{tot['bn']} = {fpr:.3f}"
            )
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--set", choices=(*SETS, *EXTERNAL_SETS), default="poisoning", help="which labelled set"
    )
    parser.add_argument("--split", choices=("dev", "holdout", "all", "each"), default="each")
    parser.add_argument("--prefix", default="T", help="comma-separated code prefixes")
    parser.add_argument(
        "--ignore", default="", help="comma-separated codes not run (T109: patterns alone)"
    )
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--real", action="store_true", help="count findings on real tool text instead"
    )
    parser.add_argument(
        "--misses", action="store_true", help="list misses and false positives (dev only)"
    )
    parser.add_argument(
        "--pooled",
        action="store_true",
        help="every set's counts per split (flagged / n, poisoned and benign; no items) and "
        "the pooled rows: the written sets, the external sets, and all",
    )
    parser.add_argument(
        "--by-lang",
        action="store_true",
        help="rows per language group (en / not_en) instead of per class",
    )
    args = parser.parse_args()
    ignore = tuple(c for c in args.ignore.split(",") if c)
    if args.real:
        print(render_real(real_counts(tuple(args.prefix.split(",")), ignore)))
        return
    if args.pooled:
        splits = ("dev", "holdout") if args.split in ("each", "all") else (args.split,)
        counts = pooled_counts(tuple(args.prefix.split(",")), ignore, splits)
        print(json.dumps(counts, indent=1) if args.json else render_pooled(counts, splits))
        return
    data = DATA_ROOT / args.set
    if not (data / "labels.jsonl").is_file():
        parser.exit(2, f"{data} has no labels.jsonl: the set is not in this checkout\n")
    table, notes = evaluate(tuple(args.prefix.split(",")), data, ignore, by_lang=args.by_lang)
    splits = ("dev", "holdout", "all") if args.split == "each" else (args.split,)
    table = {s: t for s, t in table.items() if s in splits}
    if args.json:
        print(json.dumps(table, indent=1))
        return
    print(render(table, splits))
    if args.misses:
        print("\n".join(notes))


if __name__ == "__main__":
    main()
