# A picture of the enclosure without OpenGL: triangles projected, sorted far to near and filled by Pillow.

import numpy as np
from PIL import Image, ImageDraw

from hardware.mesh import box, triangles

_SIZE = (1400, 620)
_LIGHT = np.array([-0.35, -0.55, 0.75])
_PART_COLOURS = {
    "pico": (46, 125, 50),
    "powerboost": (33, 33, 33),
    "battery": (120, 144, 156),
    "perfboard": (161, 136, 127),
    "oled": (30, 60, 120),
    "strip": (240, 240, 240),
    "buzzer": (40, 40, 40),
    "switch": (97, 97, 97),
}


def _tris(shape):
    """:return: the shape's triangles cut to at most 6 mm a side, so that sorting them by depth paints
    them in the right order"""
    return triangles(shape.refine_to_length(6.0))


def _box_tris(x0, y0, z0, x1, y1, z1):
    return _tris(box(x0, y0, z0, x1, y1, z1))


def _view(tris, azimuth, elevation):
    """:return: (screen x, screen y, depth) of every vertex, and each triangle's shade factor"""
    a, e = np.radians(azimuth), np.radians(elevation)
    right = np.array([np.cos(a), np.sin(a), 0.0])
    toward = np.array([np.sin(a) * np.cos(e), -np.cos(a) * np.cos(e), np.sin(e)])  # from the scene to the eye
    up = np.cross(toward, right)
    n = np.cross(tris[:, 1] - tris[:, 0], tris[:, 2] - tris[:, 0])
    n /= np.maximum(np.linalg.norm(n, axis=1, keepdims=True), 1e-12)
    light = _LIGHT / np.linalg.norm(_LIGHT)
    shade = 0.5 + 0.5 * np.clip(n @ light, 0, 1)
    facing = n @ toward > 0
    return tris @ right, tris @ up, tris @ toward, shade, facing


def _draw(img, scenes, origin, scale, azimuth, elevation):
    """Paint ``scenes`` [(triangles, rgb)] into ``img`` with the view centred on ``origin`` (pixels)."""
    all_tris, all_rgb = [], []
    for tris, rgb in scenes:
        all_tris.append(tris)
        all_rgb.append(np.tile(np.array(rgb, dtype=float), (len(tris), 1)))
    tris = np.concatenate(all_tris)
    rgb = np.concatenate(all_rgb)
    sx, sy, depth, shade, facing = _view(tris, azimuth, elevation)
    keep = facing
    order = np.argsort(depth[keep].mean(axis=1))  # far first
    sx, sy, shade, rgb = sx[keep][order], sy[keep][order], shade[keep][order], rgb[keep][order]
    cx = (sx.min() + sx.max()) / 2
    cy = (sy.min() + sy.max()) / 2
    draw = ImageDraw.Draw(img)
    px = origin[0] + (sx - cx) * scale
    py = origin[1] - (sy - cy) * scale
    colours = np.clip(rgb * shade[:, None], 0, 255).astype(int)
    for i in range(len(px)):
        c = tuple(colours[i])
        draw.polygon([(px[i, 0], py[i, 0]), (px[i, 1], py[i, 1]), (px[i, 2], py[i, 2])], fill=c, outline=c)


def picture(base, lid, placements, path):
    """Write a PNG: left, the closed box; right, the base with its parts in place and the lid beside it."""
    img = Image.new("RGB", _SIZE, (255, 255, 255))
    shell = (230, 162, 60)
    closed = [(_tris(base), shell), (_tris(lid), (240, 180, 80))]
    for name in ("oled", "strip"):  # seen through the lid's windows
        closed.append((_box_tris(*placements[name]), _PART_COLOURS[name]))
    _draw(img, closed, (330, 330), 3.3, -25, 40)
    inside = [(_tris(base), shell)]
    for name, env in placements.items():
        if not name.startswith("button") and name not in ("oled", "strip", "buzzer"):
            inside.append((_box_tris(*env), _PART_COLOURS[name]))
    _draw(img, inside, (1010, 330), 3.3, -25, 55)
    draw = ImageDraw.Draw(img)
    draw.text(
        (20, 590),
        "closed (lid: buttons, display window, 16 LED windows, BOOTSEL hole behind BACK)",
        fill=(0, 0, 0),
    )
    draw.text((700, 590), "base, lid off: Pico, charger, battery, perfboard, switch", fill=(0, 0, 0))
    img.save(path, optimize=True)
