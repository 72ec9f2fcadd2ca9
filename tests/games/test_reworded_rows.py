"""The status lines a table reads say their words at 21 columns, in English, French and Italian: on the
display rows of seeded games (read back from the pixels, the same in both runtimes), each line that used to
need the help page ("P1 G7 J2 T0", "Tr0/4", "p3>m1$!", "$10 G0 R0 H2", "limit 10, keep1+", "Family 5$ 11c",
"Fam blk,blk,blu,", ">P1 14 5 3 12c", "Pile 6 -> 5", "1: 4/10 2: 0/9", "P1 ready: WWTM", "Chasser x3>Coral",
"Cite 1/3 Sous 2", "Petrif", "R 2 B 4 D 2/8") is shown by its successor, filled with the game's numbers."""

import re

import pytest
from simdevice import both_runtimes

from host_sim import autoplay, runtime, screen

runtime.use_firmware()

from companion.games.aton import engine as aton  # noqa: E402
from companion.games.dragons_gold import engine as dragons  # noqa: E402
from companion.games.emerald import engine as emerald  # noqa: E402

SEAT = {"en": "P", "fr": "J", "it": "G"}  # a player's name: P1, J1, G1


def _form(code, forms, n):
    """A counted word's form: "one|more" (French says one for 0 too)."""
    one, more = forms.split("|")
    return one if n == 1 or (n == 0 and code == "fr") else more


def _frames(game, players, seed, stops, code, tmp_path):
    """The display's rows at each stop of one seeded game (random legal choices), in both runtimes.

    :param stops: callables(state, last) -> True where a frame is wanted, each met after the one before
    :return: [(the state at the stop, its 8 rows)], in order
    """
    out_states = []
    for stop in stops:
        hit = []

        def until(state, last, stop=stop, hit=hit):
            if stop(state, last):
                hit.append(True)
                return []
            return None

        presses, s = autoplay.random_game(game, players, seed, 1, 3000, until)
        assert hit, (game, stop.__name__)
        out_states.append((len(presses), s.state))
    longest = max(out_states, key=lambda x: x[0])[0]
    events = _presses_to(game, players, seed, stops, longest)
    for at in sorted(set([x[0] for x in out_states]), reverse=True):
        events.insert(at, "frame")
    out = both_runtimes(events, seed, tmp_path / code, code)
    frames = [screen.text_cells(screen.parse_frame(x)["display"])[0] for x in out if x.startswith("F ")]
    at = sorted(set([x[0] for x in out_states]))
    return [(st, [r.rstrip() for r in frames[at.index(n)]]) for n, st in out_states]


def _presses_to(game, players, seed, stops, n):
    """The first ``n`` presses of the seeded game (the stops' games are one game cut at different places)."""
    for stop in stops:
        presses, _ = autoplay.random_game(
            game, players, seed, 1, 3000, lambda st, last, stop=stop: [] if stop(st, last) else None
        )
        if len(presses) == n:
            return list(presses)
    raise AssertionError(n)


CODES = ("en", "fr", "it")

EMERALD = {  # a player's gold points and gem cards; the track and the treasures taken; a move
    "en": ("%s gold %d gems %d", "Track m%d-%d treas. %d/4", r" to m\d card flies$"),
    "fr": ("%s or %d gemmes %d", "Piste m%d-%d trésor %d/4", r" à m\d carte vole$"),
    "it": ("%s oro %d gemme %d", "Pista m%d-%d tesori %d/4", r" a m\d carta vola$"),
}


def _emerald_first(state, last):
    return state["ph"] == "move" and not state.get("news")


def _emerald_card_and_flight(state, last):
    if state["ph"] != "move" or state["mv"]:
        return False
    for act in emerald.legal_actions(state)[:3]:
        if act[0] == "move":
            dest = emerald.destination(state, act[2])
            m = dest - 7
            if 0 <= m < 9 and (state["gp"][m] or state["op"][m]) and emerald.triggers(state, dest):
                return True
    return False


@pytest.mark.parametrize("code", CODES)
def test_emerald_says_gold_gems_treasures_and_a_moves_card_and_flight(code, tmp_path):
    cards, track, move = EMERALD[code]
    (first, rows), (_, later) = _frames(
        "emerald", 3, 5, [_emerald_first, _emerald_card_and_flight], code, tmp_path
    )
    p = emerald.decider(first)
    name = "%s%d" % (SEAT[code], p + 1)
    assert cards % (name, sum(first["gold"][p]), sum(first["gems"][p])) in rows, rows
    assert track % (first["trk"] + 1, first["trk"] + 4, sum(first["tr"])) in rows, rows
    assert [r for r in later[1:] if re.search(move, r)], later  # "p6 to m1 card flies", not "p6>m1$!"


SAMARKAND = {  # money and hand; goods and relations; the families; the hand limit; a family's camels
    "en": (
        "%d$ %d card in hand|%d$ %d cards in hand",
        "Goods %d relations %d",
        "Families: ",
        "Keep 1-3, hand max %d",
    ),
    "fr": (
        "%d$ main %d carte|%d$ main %d cartes",
        "March %d relations %d",
        "Familles : ",
        "Garder 1-3, limite %d",
    ),
    "it": (
        "%d$ %d carta in mano|%d$ %d carte in mano",
        "Merci %d relazioni %d",
        "Famiglie: ",
        "Tieni 1-3, limite %d",
    ),
}
CAMELS = {
    "en": "Family %d$, %d camel|Family %d$, %d camels",
    "fr": "Fam. %d$, %d chameau|Fam. %d$, %d chameaux",
    "it": "Fam. %d$, %d cammello|Fam. %d$, %d cammelli",
}
COLOURS = {
    "en": "black blue brown green orange pink purple red white yellow",
    "fr": "noir bleu marron vert orange rose violet rouge blanc jaune",
    "it": "nero blu marrone verde arancio rosa viola rosso bianco giallo",
}


def _samarkand_turn(state, last):
    return state["phase"] == "turn" and state["families"][state["turn"]] and len(state["news"] or ()) < 2


def _samarkand_keep(state, last):
    return state["phase"] == "keep"


def _samarkand_place(state, last):
    return state["phase"] == "place"


@pytest.mark.parametrize("code", CODES)
def test_samarkand_says_money_hand_goods_relations_families_limit_and_camels(code, tmp_path):
    money, goods, fams, keep = SAMARKAND[code]
    stops = [_samarkand_keep, _samarkand_place, _samarkand_turn]
    (k, keeping), (pl, placing), (turn, rows) = _frames("samarkand", 3, 7, stops, code, tmp_path)
    assert keep % k["limit"] in keeping, keeping
    f = pl["family"]
    assert _form(code, CAMELS[code], pl["camels"][f]) % (pl["treasury"][f], pl["camels"][f]) in placing, (
        placing
    )
    p = turn["turn"]
    assert _form(code, money, turn["hands"][p]) % (turn["money"][p], turn["hands"][p]) in rows, rows
    names = COLOURS[code].split()
    line = [r for r in rows if r.startswith(fams)]
    assert line and names[sorted(turn["families"][p])[0]] in line[0], rows  # the colour in full
    if goods % (turn["goods_tiles"][p], turn["relation_tiles"][p]) not in rows:  # the families' rows first
        assert len([r for r in rows if r.startswith(" ")]) >= 1, rows


COURSE = {"en": "%3d card|%3d cards", "fr": " main%3d| main%3d", "it": "%3d carta|%3d carte"}
PILE = {"en": "Pile card ", "fr": "Talon carte ", "it": "Mazzo carta "}


def _witch_pile(state, last):
    news = state.get("news") or ()
    from companion.games.witch_race import engine as wr

    return bool(news) and news[0][1] == "draw" and news[0][2] != wr.MAGIC


@pytest.mark.parametrize("code", CODES)
def test_course_says_each_racers_cards_and_a_piles_card(code, tmp_path):
    ((state, rows),) = _frames("witch_race", 2, 2, [_witch_pile], code, tmp_path)
    for p in range(2):
        line = [r for r in rows if r[1:3] == "%s%d" % (SEAT[code], p + 1)]
        n = len(state["cards"][p])
        assert line and line[0].endswith(_form(code, COURSE[code], n) % n), rows
    assert [r for r in rows if r.startswith(PILE[code])], rows  # "Pile card 6: to 5", not "Pile 6 -> 5"


HAND = {"en": "%s: 2 war thief wiz", "fr": "%s: 2 guer vol mag", "it": "%s: 2 guer ladro mago"}


def _dragons_turn(state, last):
    return state["phase"] == "turn" and state["drawn"] >= 1 and len(state.get("news") or ()) < 2


@pytest.mark.parametrize("code", CODES)
def test_dragons_gold_names_the_dragons_and_the_cards_ready_in_words(code, tmp_path):
    ((state, rows),) = _frames("dragons_gold", 3, 3, [_dragons_turn], code, tmp_path)
    cells = []
    for s in range(4):
        d = state["dragons"][s]
        cells.append(
            "D%d --" % (s + 1) if d is None else "D%d%3d/%-2d" % (s + 1, dragons.attack(state, s), d[0])
        )
    assert [r for r in rows if r.startswith(cells[0])] and [r for r in rows if cells[1].rstrip() in r], rows
    p = state["turn"]
    up = [state["cards"][p][c] == dragons.UP for c in range(4)]
    if all(up):
        assert HAND[code] % ("%s%d" % (SEAT[code], p + 1)) in rows, rows
    else:
        assert [r for r in rows if r.startswith("%s%d: " % (SEAT[code], p + 1))], rows


OPALE = {"en": "Cité %d of 3, under %d", "fr": "Cité %d sur 3, sous %d", "it": "Cité %d su 3, sotto %d"}
NAMES = ("Chasseresse", "Corail", "Perle", "Sorcière", "Pétrifié", "Golem", "Gardien", "Tortue", "Cité")


def _opale_take(state, last):
    from companion.games.opale import engine as opale
    from companion.games.opale import ui

    if state["ph"] != "play":
        return False
    return any([" +" in ui.label(state, act) for act in opale.legal_actions(state)[:3]])  # a stack taken


@pytest.mark.parametrize("code", CODES)
def test_opale_says_the_cite_count_the_plays_and_the_names_in_full(code, tmp_path):
    ((state, rows),) = _frames("opale", 2, 2, [_opale_take], code, tmp_path)
    assert OPALE[code] % (state["cite"], sum(state["under"])) in rows, rows
    plays = [r for r in rows if re.match(r"^\d (%s)( \+(%s))?$" % ("|".join(NAMES), "|".join(NAMES)), r)]
    assert [r for r in plays if " +" in r], rows  # "3 Chasseresse +Corail", not "Chasser x3>Coral"


ATON = {
    "en": ("Dead: %d of %d", " pts"),
    "fr": ("Morts : %d sur %d", "  PV"),
    "it": ("Morti: %d su %d", " pti"),
}


def _aton_cards(state, last):
    return state["phase"] == "cards" and state["round"] >= 2 and not state.get("news")


@pytest.mark.parametrize("code", CODES)
def test_aton_says_the_points_by_each_player_and_the_kingdom_of_the_dead(code, tmp_path):
    ((state, rows),) = _frames("aton", 2, 4, [_aton_cards], code, tmp_path)
    dead, pts = ATON[code]
    for p in range(2):
        tp = aton.temples(state, p)
        row = "%2d%3d%3d%3d%4d%4d" % (tp[0], tp[1], tp[2], tp[3], aton.reserve(state, p), state["score"][p])
        assert [r for r in rows if r[1:] == row], (row, rows)
    assert [r for r in rows if r.endswith(pts)], rows  # the points' column named
    assert dead % (sum(state["dead"]), state["dead_max"]) in rows, rows
