// Gallery.swift · rendershot/Gallery · the built-in scenes, rebuilt from the seed documents
// Status: Partial — three scenes; the rest of the seeds' examples are TODO (issue 7).

import RendershotKit

/// The built-in gallery, in the order `rendershot list` prints it.
enum Gallery {
    static let scenes: [Scene] = [
        counterScene,
        badgeScene,
        flowLayoutScene,
    ]
}
