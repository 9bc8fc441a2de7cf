// main.swift · rendershot · the command-line front end of Raster over the built-in gallery
// Status: Partial — see RendershotKit/Rendershot.swift.

import RendershotKit

Rendershot.main(scenes: Gallery.scenes)
