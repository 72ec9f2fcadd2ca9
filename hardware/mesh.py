# The two mesh helpers the box and its picture share: a solid between two corners, and its triangles.

import numpy as np
from manifold3d import Manifold


def box(x0, y0, z0, x1, y1, z1):
    """:return: the solid between two corners"""
    return Manifold.cube((x1 - x0, y1 - y0, z1 - z0)).translate((x0, y0, z0))


def triangles(shape):
    """:return: (n, 3, 3) float array of the shape's triangles"""
    mesh = shape.to_mesh()
    verts = np.asarray(mesh.vert_properties)[:, :3].astype(np.float64)
    return verts[np.asarray(mesh.tri_verts)]
