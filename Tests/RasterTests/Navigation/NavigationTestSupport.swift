import Foundation
@testable import Raster

extension ViewHost {
    /// The window frame (points) of the last unit whose layout name is `name`, such as
    /// `Text("Inbox")` (the top page is laid out after the pages under it), or nil when no
    /// unit has that name.
    func frame(ofUnit name: String) -> CGRect? {
        _ = layoutDescription()
        return graph.unitFrames().last { $0.name == name }?.frame
    }

    /// Taps the centre of the unit named `name`; whether an action ran.
    @discardableResult
    func tap(unit name: String) -> Bool {
        guard let frame = frame(ofUnit: name) else { return false }
        return tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}
