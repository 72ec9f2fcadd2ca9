# The printable box: base and lid modelled with manifold3d from the parts list's sizes, written as STL + PNG.

import math
import struct
import sys
from pathlib import Path

import numpy as np
from manifold3d import Manifold

import hardware
from hardware import parts
from hardware.mesh import box, triangles

OUT = Path(__file__).resolve().parent.parent / ".build" / "enclosure"
PICTURE = Path(__file__).resolve().parent / "enclosure.png"

# the box (mm): walls and plates in whole 0.2 mm layers and 0.4 mm nozzle lines
WIDTH, DEPTH, HEIGHT = 136.0, 100.0, 40.0
WALL = 2.4  # six 0.4 mm lines
FLOOR = 2.0  # ten 0.2 mm layers
LID = 2.0
LID_Z = HEIGHT - LID  # where the lid's plate starts; the base's walls end here
INNER = ((WALL, WIDTH - WALL), (WALL, DEPTH - WALL), (FLOOR, LID_Z))

HOLE_PLAY = 0.4  # added to a hole's diameter: FDM holes print undersize
FIT_PLAY = 0.3  # between a part's outline and a pocket or frame around it, each side
CLEARANCE = 1.0  # at least this between two parts' envelopes, and between a part and a wall
MAX_BRIDGE = 15.0  # the longest span printed in the air without supports (tops of the wall openings)
BED = (220.0, 220.0)  # a common FDM printer's bed
SEGMENTS = 48  # facets of a round hole

# the lid, seen from above (x to the right, y away from the player): where each button's centre is; the
# names are pins.BUTTON_NAMES (tests check it); LED 1 is the strip's input end, on the left
BUTTONS = {"back": (18.0, 22.0), "up": (40.0, 22.0), "down": (62.0, 22.0), "ok": (84.0, 22.0)}
BUTTONS["roll"] = (117.0, 30.0)
BUTTON_PART = {"back": "SW1-SW4", "up": "SW1-SW4", "down": "SW1-SW4", "ok": "SW1-SW4", "roll": "SW5"}
OLED_AT = (49.0, 57.0)  # the module's PCB centre
STRIP_AT = (68.0, 83.4)  # the strip's centre; pixel 1 (its input end) on the left
BUZZER_AT = (90.0, 58.0)
# inside the base: (x, y) of each part's lower-left corner, seen from above
PICO_AT = (WALL + CLEARANCE, 29.5)  # its USB end against the left wall
STANDOFF = 4.0  # the Pico's height above the floor
POWERBOOST_AT = (60.0, WALL + CLEARANCE)  # turned so that its USB port faces the front wall
BATTERY_AT = (70.0, 45.0)
PERFBOARD_AT = (WALL + CLEARANCE, 55.0)
SWITCH_AT = (83.0, 25.0)  # the slide switch's (y, z) centre in the right wall
BOSS_R, BOSS_PILOT, LID_SCREW = 3.5, 2.5, 3.4  # the lid's M3 screws
# the lid's hole over the Pico's BOOTSEL button (parts.csv U1 bootsel), for a straightened paper clip or a
# toothpick; a printed tube under it guides the tip down to this gap above the Pico
BOOTSEL_HOLE = 4.0
BOOTSEL_GAP = 5.0


def span(xa, xb, ya, yb, z0, z1):
    """:return: ``box`` with x and y given in either order"""
    return box(min(xa, xb), min(ya, yb), z0, max(xa, xb), max(ya, yb), z1)


def rod(x, y, z0, z1, d):
    """:return: an upright cylinder of diameter ``d`` centred on (x, y)"""
    return Manifold.cylinder(z1 - z0, d / 2, d / 2, SEGMENTS).translate((x, y, z0))


def _union(shapes):
    out = Manifold()
    for s in shapes:
        out = out + s
    return out


def bosses():
    """:return: the centres of the four lid-screw bosses, in the inner corners"""
    (x0, x1), (y0, y1), _ = INNER
    r = BOSS_R - 0.5  # sunk into both walls: a boss merged with them, not touching them along a line
    return [(x, y) for x in (x0 + r, x1 - r) for y in (y0 + r, y1 - r)]


def placements():
    """:return: {name: (x0, y0, z0, x1, y1, z1)} each part's envelope in the assembled box (parts.csv)"""
    out = {}
    z_lid = LID_Z
    under_lid = [("button " + name, BUTTON_PART[name], at) for name, at in BUTTONS.items()]
    under_lid += [("oled", "U2", OLED_AT), ("strip", "LED1", STRIP_AT), ("buzzer", "BZ1", BUZZER_AT)]
    for name, ref, (x, y) in under_lid:  # hung from the lid, centred on their places
        w, d, h = parts.size(ref)
        out[name] = (x - w / 2, y - d / 2, z_lid - h, x + w / 2, y + d / 2, z_lid)
    w, d, h = parts.size("U1")
    x, y = PICO_AT
    out["pico"] = (x, y, FLOOR + STANDOFF, x + w, y + d, FLOOR + STANDOFF + h)
    w, d, h = parts.size("U4")
    x, y = POWERBOOST_AT
    out["powerboost"] = (x, y, FLOOR, x + d, y + w, FLOOR + h)  # turned a quarter: long side along y
    w, d, h = parts.size("BT1")
    x, y = BATTERY_AT
    out["battery"] = (x, y, FLOOR, x + w, y + d, FLOOR + h)
    w, d, h = parts.size("PB1")
    x, y = PERFBOARD_AT
    out["perfboard"] = (x, y, FLOOR, x + w, y + d, FLOOR + h)
    w, d, h = parts.size("SW6")  # glued behind its slot in the right wall: w across the wall, d along it
    y, z = SWITCH_AT
    out["switch"] = (INNER[0][1] - d, y - w / 2, z - h / 2, INNER[0][1], y + w / 2, z + h / 2)
    return out


def led_centres():
    """:return: the (x, y) of the strip's 16 pixels, pixel 1 first"""
    count = hardware.pins().LED_COUNT
    pitch = parts.fit("LED1")["pitch"]
    first = STRIP_AT[0] - pitch * (count - 1) / 2
    return [(first + i * pitch, STRIP_AT[1]) for i in range(count)]


def bootsel_at():
    """:return: (x, y) of the Pico's BOOTSEL button, seen from above. The Pico lies face up with its USB end
    against the left wall, so the button's edge of the board (pins 1-20) is the front one; parts.csv gives
    the button's centre from the USB end and from that edge"""
    x0, y0 = placements()["pico"][:2]
    along, across = parts.fit("U1")["bootsel"]
    return (x0 + along, y0 + across)


def bootsel_guide():
    """:return: (x, y, z0, d) of the tube under the lid's BOOTSEL hole: its centre, its lower end (BOOTSEL_GAP
    above the Pico) and its outer diameter (a wall of three 0.4 mm lines, 1.2 mm, round the bore)"""
    x, y = bootsel_at()
    return (x, y, placements()["pico"][5] + BOOTSEL_GAP, BOOTSEL_HOLE + HOLE_PLAY + 2 * 1.2)


def oled_window():
    """:return: (x0, y0, x1, y1) of the lid's window over the display's active area, 0.5 mm margin"""
    aw, ah = parts.fit("U2")["active"]
    cx, cy = OLED_AT[0], OLED_AT[1] + parts.fit("U2")["active_dy"]
    return (cx - aw / 2 - 0.5, cy - ah / 2 - 0.5, cx + aw / 2 + 0.5, cy + ah / 2 + 0.5)


def openings():
    """:return: {name: (wall, (u, v), (w, h))} the openings in the base's walls: in the left or right wall
    u, v are y, z; in the front wall x, z; w, h the opening's size"""
    pico = placements()["pico"]
    # a micro-USB receptacle's centre is about 1.5 mm above its board; the opening takes the plug's moulded
    # body, which must reach into the wall for the metal part to seat
    uw, uh = parts.fit("U1")["usb_plug"]
    board_top = pico[2] + 1.0
    out = {"pico usb": ("left", ((pico[1] + pico[4]) / 2, board_top + 1.5), (uw + 1, uh + 1))}
    pb = placements()["powerboost"]
    uw, uh = parts.fit("U4")["usb_plug"]
    out["charger usb"] = ("front", ((pb[0] + pb[3]) / 2, FLOOR + 1.6 + 1.5), (uw + 1, uh + 1))
    sw, sh = parts.fit("SW6")["slot"]
    out["switch"] = ("right", SWITCH_AT, (sw, sh))
    return out


def base():
    """:return: the base: floor, walls, screw bosses, Pico standoffs, locating corners, openings"""
    (x0, x1), (y0, y1), _ = INNER
    shell = box(0, 0, 0, WIDTH, DEPTH, LID_Z) - box(x0, y0, FLOOR, x1, y1, LID_Z + 1)
    solid = [shell]
    holes = []
    for x, y in bosses():
        solid.append(rod(x, y, 0, LID_Z, 2 * BOSS_R))
        holes.append(rod(x, y, LID_Z - 12, LID_Z + 1, BOSS_PILOT))
    px, py, _pz, _, _, _ = placements()["pico"]
    hx, hy = parts.fit("U1")["holes"]
    w, d, _h = parts.size("U1")
    for dx in (-hx / 2, hx / 2):
        for dy in (-hy / 2, hy / 2):
            cx, cy = px + w / 2 + dx, py + d / 2 + dy
            solid.append(rod(cx, cy, FLOOR - 0.5, FLOOR + STANDOFF, 5.0))
            holes.append(rod(cx, cy, FLOOR, FLOOR + STANDOFF + 1, 1.8))  # M2 thread-forming pilot
    for name in ("powerboost", "battery", "perfboard"):  # an L at each corner keeps the part in place
        ax0, ay0, _, ax1, ay1, _ = placements()[name]
        for cx, sx in ((ax0 - FIT_PLAY, -1), (ax1 + FIT_PLAY, 1)):
            for cy, sy in ((ay0 - FIT_PLAY, -1), (ay1 + FIT_PLAY, 1)):
                solid.append(span(cx - sx * 4, cx + sx * 1.2, cy, cy + sy * 1.2, FLOOR - 0.5, FLOOR + 3))
                solid.append(span(cx, cx + sx * 1.2, cy - sy * 4, cy + sy * 1.2, FLOOR - 0.5, FLOOR + 3))
    for wall, (u, v), (w, h) in openings().values():
        if wall == "front":
            holes.append(box(u - w / 2, -1, v - h / 2, u + w / 2, WALL + 1, v + h / 2))
        else:
            wx = -1 if wall == "left" else WIDTH - WALL - 1
            holes.append(box(wx, u - w / 2, v - h / 2, wx + WALL + 2, u + w / 2, v + h / 2))
    return _union(solid) - _union(holes)


def lid():
    """:return: the lid in the assembled position: plate, lip, button and display openings, strip windows,
    pockets for the display and the buzzer, screw holes, the BOOTSEL hole and its guide tube"""
    (x0, x1), (y0, y1), _ = INNER
    z = LID_Z
    solid = [box(0, 0, z, WIDTH, DEPTH, z + LID)]
    g = 0.25  # the lip slides inside the walls
    lip = box(x0 + g, y0 + g, z - 3, x1 - g, y1 - g, z) - box(
        x0 + g + 1.2, y0 + g + 1.2, z - 4, x1 - g - 1.2, y1 - g - 1.2, z + 1
    )
    lip = lip - _union([rod(x, y, z - 4, z + 1, 2 * BOSS_R + 1.0) for x, y in bosses()])
    solid.append(lip)
    # the display's pocket: a frame around its PCB
    w, d, _h = parts.size("U2")
    ox, oy = OLED_AT
    fw, fd = w / 2 + FIT_PLAY, d / 2 + FIT_PLAY
    frame = box(ox - fw - 1.2, oy - fd - 1.2, z - 4, ox + fw + 1.2, oy + fd + 1.2, z) - box(
        ox - fw, oy - fd, z - 5, ox + fw, oy + fd, z + 1
    )
    solid.append(frame)
    # the strip's channel: two rails along it
    w, d, h = parts.size("LED1")
    sx, sy = STRIP_AT
    for side in (-1, 1):
        ry = sy + side * (d / 2 + FIT_PLAY + 0.6)
        solid.append(box(sx - w / 2, ry - 0.6, z - h, sx + w / 2, ry + 0.6, z))
    # the buzzer's ring
    bw, _bd, bh = parts.size("BZ1")
    bx, by = BUZZER_AT
    solid.append(
        rod(bx, by, z - bh, z, bw + 2 * FIT_PLAY + 2.4) - rod(bx, by, z - bh - 1, z + 1, bw + 2 * FIT_PLAY)
    )
    # the BOOTSEL hole's guide: a tube from the lid down toward the Pico's button
    gx, gy, gz, gd = bootsel_guide()
    solid.append(rod(gx, gy, gz, z, gd))
    holes = [rod(x, y, z - 5, z + LID + 1, LID_SCREW) for x, y in bosses()]
    holes.append(rod(gx, gy, gz - 1, z + LID + 1, BOOTSEL_HOLE + HOLE_PLAY))
    for name, (x, y) in BUTTONS.items():
        holes.append(rod(x, y, z - 5, z + LID + 1, parts.fit(BUTTON_PART[name])["hole_d"] + HOLE_PLAY))
    wx0, wy0, wx1, wy1 = oled_window()
    holes.append(box(wx0, wy0, z - 1, wx1, wy1, z + LID + 1))
    for x, y in led_centres():
        holes.append(box(x - 2.5, y - 2.5, z - 1, x + 2.5, y + 2.5, z + LID + 1))
    for i in range(7):  # sound holes
        r = 0 if i == 0 else 3.5
        a = 2 * math.pi * i / 6
        holes.append(rod(bx + r * math.cos(a), by + r * math.sin(a), z - 1, z + LID + 1, 1.6))
    return _union(solid) - _union(holes)


def for_printing(shape, flip):
    """:return: ``shape`` on the bed: flipped upside down when ``flip`` (the lid prints on its top face)"""
    if flip:
        shape = shape.rotate((180, 0, 0))
    lo = shape.bounding_box()[:3]
    return shape.translate((-lo[0], -lo[1], -lo[2]))


def write_stl(path, tris):
    """Write binary STL: 80-byte header, count, then normal + 3 vertices + attribute per triangle."""
    tris = np.asarray(tris, dtype=np.float32)
    n = np.cross(tris[:, 1] - tris[:, 0], tris[:, 2] - tris[:, 0])
    n /= np.maximum(np.linalg.norm(n, axis=1, keepdims=True), 1e-12)
    rec = np.zeros(len(tris), dtype=[("n", "<f4", 3), ("v", "<f4", (3, 3)), ("a", "<u2")])
    rec["n"], rec["v"] = n, tris
    with open(path, "wb") as f:
        f.write(b"boardgame-companion enclosure, mm".ljust(80, b" "))
        f.write(struct.pack("<I", len(tris)))
        f.write(rec.tobytes())


def read_stl(path):
    """:return: (n, 3, 3) float array of a binary STL's triangles"""
    data = Path(path).read_bytes()
    (count,) = struct.unpack_from("<I", data, 80)
    rec = np.frombuffer(
        data, dtype=[("n", "<f4", 3), ("v", "<f4", (3, 3)), ("a", "<u2")], count=count, offset=84
    )
    return rec["v"].astype(np.float64)


def build(out=OUT, picture=PICTURE):
    """Write base.stl and lid.stl (print orientation) into ``out`` and the picture; :return: the paths"""
    out = Path(out)
    out.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, shape, flip in (("base", base(), False), ("lid", lid(), True)):
        path = out / (name + ".stl")
        write_stl(path, triangles(for_printing(shape, flip)))
        paths.append(path)
    if picture:
        from hardware import render

        render.picture(base(), lid(), placements(), picture)
        paths.append(Path(picture))
    return paths


if __name__ == "__main__":
    for p in build(sys.argv[1] if len(sys.argv) > 1 else OUT):
        print("wrote", p)
