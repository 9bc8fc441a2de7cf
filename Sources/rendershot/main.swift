// main.swift · rendershot · the command-line front end of Raster over the built-in gallery
// Status: Complete — the commands live in RendershotKit (Rendershot.swift); the scenes in Gallery/.

import RendershotKit

Rendershot.main(scenes: Gallery.scenes)
