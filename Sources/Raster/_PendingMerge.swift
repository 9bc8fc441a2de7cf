// Temporary stand-ins until the paint and text branches merge.
import Foundation
public struct GraphicsContext { public enum BlendMode { case normal, multiply } }
struct TextLayout {}
public enum TextAlignment: Hashable, Sendable { case leading, center, trailing }
extension Path {
    func strokedPath(_ style: StrokeStyle) -> Path { self }
    func trimmedPath(from: CGFloat, to: CGFloat) -> Path { self }
}
public struct Text { public enum TruncationMode: Hashable, Sendable { case head, middle, tail } }
