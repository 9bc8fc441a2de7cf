// Temporary stand-ins until the paint and text branches merge.
import Foundation
public struct GraphicsContext { public enum BlendMode { case normal, multiply } }
extension Path {
    func strokedPath(_ style: StrokeStyle) -> Path { self }
    func trimmedPath(from: CGFloat, to: CGFloat) -> Path { self }
}
public struct Text { public enum TruncationMode: Hashable, Sendable { case head, middle, tail } }
