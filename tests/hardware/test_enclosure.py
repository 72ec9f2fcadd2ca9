"""The printable box (hardware/enclosure.py): closed meshes, printable without supports on a 220 mm bed, the
parts of hardware/parts.csv fit inside with clearance, and the lid's openings are where the buttons of
boards/pins.py, the display's active area and the strip's 16 pixels are."""

import itertools

import numpy as np
import pytest
from companion.boards import pins

from hardware import enclosure, parts


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("enclosure")
    paths = enclosure.build(out, out / "enclosure.png")
    return {p.stem: p for p in paths}


@pytest.fixture(scope="module")
def lid_tris():
    return enclosure.triangles(enclosure.lid())


@pytest.fixture(scope="module")
def base_tris():
    return enclosure.triangles(enclosure.base())


def _weld(tris):
    """:return: (n, 3) vertex indices of the triangles, equal points (to 1 um) sharing an index"""
    keys = np.round(tris.reshape(-1, 3) * 1000).astype(np.int64)
    _, idx = np.unique(keys, axis=0, return_inverse=True)
    return idx.reshape(-1, 3)


def _hits(tris, point, axis):
    """:return: sorted coordinates along ``axis`` where the line through ``point`` parallel to it crosses
    the triangles"""
    u, v = [a for a in range(3) if a != axis]
    p = np.array([point[u], point[v]])
    a, b, c = tris[:, 0], tris[:, 1], tris[:, 2]
    ab, ac, ap = b[:, [u, v]] - a[:, [u, v]], c[:, [u, v]] - a[:, [u, v]], p - a[:, [u, v]]
    det = ab[:, 0] * ac[:, 1] - ab[:, 1] * ac[:, 0]
    ok = np.abs(det) > 1e-12
    det = np.where(ok, det, 1.0)
    s = (ap[:, 0] * ac[:, 1] - ap[:, 1] * ac[:, 0]) / det
    t = (ab[:, 0] * ap[:, 1] - ab[:, 1] * ap[:, 0]) / det
    inside = ok & (s >= 0) & (t >= 0) & (s + t <= 1)
    w = a[:, axis] + s * (b[:, axis] - a[:, axis]) + t * (c[:, axis] - a[:, axis])
    return np.unique(np.round(w[inside], 4))


def _open_through_lid(lid_tris, x, y):
    return len(_hits(lid_tris, (x, y, 0), 2)) == 0


def _wall_open(tris, point, axis, lo, hi):
    """:return: True when the line through ``point`` along ``axis`` meets no face between lo and hi"""
    hits = _hits(tris, point, axis)
    return not ((hits >= lo - 1e-6) & (hits <= hi + 1e-6)).any()


def test_build_writes_the_stl_files_and_the_picture(built):
    assert set(built) == {"base", "lid", "enclosure"}
    assert built["enclosure"].read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    for name in ("base", "lid"):
        assert len(enclosure.read_stl(built[name])) > 100


@pytest.mark.parametrize("name", ["base", "lid"])
def test_meshes_are_watertight_and_outward(built, name):
    tris = enclosure.read_stl(built[name])
    idx = _weld(tris)
    assert (
        (idx[:, 0] != idx[:, 1]).all() and (idx[:, 1] != idx[:, 2]).all() and (idx[:, 0] != idx[:, 2]).all()
    )
    directed = np.concatenate([idx[:, [0, 1]], idx[:, [1, 2]], idx[:, [2, 0]]])
    # closed and consistently wound: every directed edge once, and its reverse once
    pairs, counts = np.unique(directed, axis=0, return_counts=True)
    assert counts.max() == 1, "an edge is used twice in the same direction"
    forward = {tuple(e) for e in pairs}
    assert all((b, a) in forward for a, b in forward), "an edge with one face: the mesh has a hole"
    volume = np.einsum("ij,ij->i", tris[:, 0], np.cross(tris[:, 1], tris[:, 2])).sum() / 6
    assert volume > 0, "faces point inward"


@pytest.mark.parametrize("name", ["base", "lid"])
def test_fits_the_bed_and_lies_flat(built, name):
    tris = enclosure.read_stl(built[name])
    lo, hi = tris.reshape(-1, 3).min(axis=0), tris.reshape(-1, 3).max(axis=0)
    assert abs(lo[2]) < 1e-4 and lo[0] >= -1e-4 and lo[1] >= -1e-4
    assert hi[0] <= enclosure.BED[0] and hi[1] <= enclosure.BED[1]
    on_bed = (np.abs(tris[:, :, 2]) < 1e-4).all(axis=1)
    n = np.cross(tris[:, 1] - tris[:, 0], tris[:, 2] - tris[:, 0])
    bed_area = np.abs(n[on_bed, 2]).sum() / 2
    assert bed_area > 0.5 * (hi[0] - lo[0]) * (hi[1] - lo[1]), "the part stands on too little of its face"


@pytest.mark.parametrize("name", ["base", "lid"])
def test_prints_without_supports(built, name):
    """Every face looking down is on the bed or a short bridge (the tops of the wall openings)."""
    tris = enclosure.read_stl(built[name])
    n = np.cross(tris[:, 1] - tris[:, 0], tris[:, 2] - tris[:, 0])
    length = np.linalg.norm(n, axis=1)
    down = n[:, 2] < -0.7 * length  # steeper than 45 degrees from vertical
    lifted = down & (tris[:, :, 2].min(axis=1) > 1e-4)
    for tri in tris[lifted]:
        span = tri[:, :2].max(axis=0) - tri[:, :2].min(axis=0)
        assert span.max() <= enclosure.MAX_BRIDGE, "an overhang of %.1f mm at %s" % (span.max(), tri[0])


def test_part_sizes_come_from_the_parts_list():
    place = enclosure.placements()
    refs = {
        "pico": "U1",
        "oled": "U2",
        "strip": "LED1",
        "buzzer": "BZ1",
        "battery": "BT1",
        "perfboard": "PB1",
    }
    for name, ref in refs.items():
        x0, y0, z0, x1, y1, z1 = place[name]
        assert (x1 - x0, y1 - y0, z1 - z0) == pytest.approx(parts.size(ref)), name
    x0, y0, z0, x1, y1, z1 = place["powerboost"]  # turned a quarter
    w, d, h = parts.size("U4")
    assert (y1 - y0, x1 - x0, z1 - z0) == pytest.approx((w, d, h))


def test_every_part_is_inside_with_clearance():
    (ix0, ix1), (iy0, iy1), (iz0, iz1) = enclosure.INNER
    c = enclosure.CLEARANCE
    for name, (x0, y0, z0, x1, y1, z1) in enclosure.placements().items():
        if name == "switch":  # glued to the wall behind its slot
            assert x1 == pytest.approx(ix1) and iy0 + c <= y0 and y1 <= iy1 - c, name
            continue
        assert ix0 + c <= x0 and x1 <= ix1 - c and iy0 + c <= y0 and y1 <= iy1 - c, name
        assert iz0 <= z0 and z1 <= iz1, name


def _apart(a, b, gap):
    return any(a[i + 3] + gap <= b[i] or b[i + 3] + gap <= a[i] for i in range(3))


def test_parts_do_not_collide():
    place = enclosure.placements()
    for (na, a), (nb, b) in itertools.combinations(place.items(), 2):
        assert _apart(a, b, enclosure.CLEARANCE), "%s and %s are closer than %.1f mm" % (
            na,
            nb,
            enclosure.CLEARANCE,
        )
    r = enclosure.BOSS_R
    for x, y in enclosure.bosses():
        boss = (x - r, y - r, 0, x + r, y + r, enclosure.LID_Z)
        for name, env in place.items():
            assert _apart(boss, env, enclosure.CLEARANCE), "%s hits the screw boss at %s" % (name, (x, y))


def test_the_lid_has_a_hole_for_each_button_of_the_pin_map(lid_tris):
    assert set(enclosure.BUTTONS) == set(pins.BUTTON_NAMES)
    for name, (x, y) in enclosure.BUTTONS.items():
        d = parts.fit(enclosure.BUTTON_PART[name])["hole_d"]
        assert _open_through_lid(lid_tris, x, y), name
        for a in np.linspace(0, 2 * np.pi, 12, endpoint=False):
            ca, sa = np.cos(a), np.sin(a)
            assert _open_through_lid(lid_tris, x + ca * d / 2, y + sa * d / 2), "%s: hole smaller than %s" % (
                name,
                d,
            )
            assert not _open_through_lid(lid_tris, x + ca * (d / 2 + 0.8), y + sa * (d / 2 + 0.8)), name
        # the button's body hangs under its hole
        bx0, by0, _, bx1, by1, _ = enclosure.placements()["button " + name]
        assert (bx0 + bx1) / 2 == pytest.approx(x) and (by0 + by1) / 2 == pytest.approx(y)
    roll = parts.fit(enclosure.BUTTON_PART["roll"])["hole_d"]
    assert all(roll > parts.fit(enclosure.BUTTON_PART[n])["hole_d"] for n in pins.BUTTON_NAMES if n != "roll")


def test_the_display_window_shows_the_active_area(lid_tris):
    wx0, wy0, wx1, wy1 = enclosure.oled_window()
    aw, ah = parts.fit("U2")["active"]
    ox, oy, _, ox1, oy1, _ = enclosure.placements()["oled"]
    ay = (oy + oy1) / 2 + parts.fit("U2")["active_dy"]
    ax = (ox + ox1) / 2
    # the active area is inside the window, the window inside the module's outline
    assert wx0 <= ax - aw / 2 and ax + aw / 2 <= wx1 and wy0 <= ay - ah / 2 and ay + ah / 2 <= wy1
    assert ox <= wx0 and wx1 <= ox1 and oy <= wy0 and wy1 <= oy1
    for fx, fy in itertools.product((0.02, 0.5, 0.98), repeat=2):
        assert _open_through_lid(lid_tris, wx0 + fx * (wx1 - wx0), wy0 + fy * (wy1 - wy0))
    for x, y in ((wx0 - 1, ay), (wx1 + 1, ay), (ax, wy0 - 1), (ax, wy1 + 1)):
        assert not _open_through_lid(lid_tris, x, y)


def test_the_lid_has_a_window_over_each_pixel(lid_tris):
    centres = enclosure.led_centres()
    assert len(centres) == pins.LED_COUNT
    assert [x for x, _ in centres] == sorted(x for x, _ in centres), "LED 1 (the input end) is on the left"
    sx0, sy0, _, sx1, sy1, _ = enclosure.placements()["strip"]
    for i, (x, y) in enumerate(centres):
        assert sx0 < x < sx1 and sy0 < y < sy1
        assert _open_through_lid(lid_tris, x, y), "LED %d" % (i + 1)
        if i:
            assert not _open_through_lid(lid_tris, (x + centres[i - 1][0]) / 2, y), "LEDs %d-%d" % (i, i + 1)


def test_the_usb_ports_and_the_switch_can_be_reached(base_tris):
    place = enclosure.placements()
    opening = enclosure.openings()
    wall, (y, z), _ = opening["pico usb"]
    pico = place["pico"]
    assert wall == "left" and pico[1] < y < pico[4] and pico[2] < z < pico[5]
    assert pico[0] - enclosure.INNER[0][0] <= 1.5, "the Pico's USB end is against the wall"
    assert _wall_open(base_tris, (0, y, z), 0, 0, enclosure.WALL)
    wall, (x, z), _ = opening["charger usb"]
    pb = place["powerboost"]
    assert wall == "front" and pb[0] < x < pb[3] and pb[1] - enclosure.INNER[1][0] <= 1.5
    assert _wall_open(base_tris, (x, 0, z), 1, 0, enclosure.WALL)
    wall, (y, z), _ = opening["switch"]
    sw = place["switch"]
    assert wall == "right" and sw[1] < y < sw[4] and sw[2] < z < sw[5]
    right = (enclosure.WIDTH - enclosure.WALL, enclosure.WIDTH)
    assert _wall_open(base_tris, (0, y, z), 0, *right)
    assert not _wall_open(base_tris, (0, y + 10, z), 0, *right), "a probe beside an opening meets the wall"


def test_bootsel_can_be_pressed_through_the_lid(lid_tris):
    """Installing the firmware means holding BOOTSEL while the USB cable goes in: with the lid screwed on, a
    paper clip goes down the lid's hole and its guide tube onto the Pico's button."""
    x, y = enclosure.bootsel_at()
    px0, py0, _pz0, px1, py1, pz1 = enclosure.placements()["pico"]
    along, across = parts.fit("U1")["bootsel"]
    # over the button: measured from the Pico's USB end (at the left wall) and from its front edge
    assert px0 < x < px1 and py0 < y < py1
    assert (x - px0, y - py0) == pytest.approx((along, across))
    d = enclosure.BOOTSEL_HOLE
    assert d >= 3.0, "a paper clip's or a toothpick's tip"
    # a straight line through the hole and its tube meets no face of the lid, at the centre and at the edge
    assert _open_through_lid(lid_tris, x, y)
    for a in np.linspace(0, 2 * np.pi, 12, endpoint=False):
        assert _open_through_lid(lid_tris, x + np.cos(a) * d / 2, y + np.sin(a) * d / 2)
    # the tube's wall stands round it, from the lid down to BOOTSEL_GAP above the Pico, clear of every part
    gx, gy, gz, gd = enclosure.bootsel_guide()
    wall = _hits(lid_tris, (gx + (d + gd) / 4, gy, 0), 2)
    assert wall.min() == pytest.approx(pz1 + enclosure.BOOTSEL_GAP) and wall.max() == pytest.approx(
        enclosure.HEIGHT
    )
    tube = (gx - gd / 2, gy - gd / 2, gz, gx + gd / 2, gy + gd / 2, enclosure.LID_Z)
    for name, env in enclosure.placements().items():
        assert _apart(tube, env, enclosure.CLEARANCE), "the BOOTSEL guide hits the " + name
    readme = (enclosure.PICTURE.parent / "README.md").read_text()
    assert "BOOTSEL hole (%g mm)" % d in readme


def test_the_readmes_describe_this_box():
    root = enclosure.PICTURE.parent.parent
    size = "%d × %d × %d mm" % (enclosure.WIDTH, enclosure.DEPTH, enclosure.HEIGHT)
    hardware_readme = (root / "hardware" / "README.md").read_text()
    assert size in hardware_readme and size in (root / "README.md").read_text()
    small = sorted((x, n) for n, (x, _y) in enclosure.BUTTONS.items() if n != "roll")
    assert "left to right **%s**" % ", ".join(n.upper() for _x, n in small) in hardware_readme
    assert max(x for x, _y in enclosure.BUTTONS.values()) == enclosure.BUTTONS["roll"][0]  # ROLL on the right
    assert "![The box closed, and its base with the parts in place](enclosure.png)" in hardware_readme


def test_no_printed_feature_cuts_into_a_part():
    """Standoffs, bosses, corner stops, rails, frames and rings stay outside every part's envelope (round
    parts as cylinders)."""
    base, lid = enclosure.base(), enclosure.lid()
    for name, (x0, y0, z0, x1, y1, z1) in enclosure.placements().items():
        if name == "buzzer" or name.startswith("button"):
            shape = enclosure.rod((x0 + x1) / 2, (y0 + y1) / 2, z0, z1, x1 - x0)
        else:
            shape = enclosure.box(x0, y0, z0, x1, y1, z1)
        assert (base ^ shape).volume() < 1e-3, "the base cuts into the " + name
        assert (lid ^ shape).volume() < 1e-3, "the lid cuts into the " + name
