// Shader.swift · Raster/Paint · mirrors SwiftUI Shader, Shader.Argument, ShaderFunction, ShaderLibrary (iOS 17)
// Status: Partial — the values only: a shader names a Metal function and its arguments, and
// Raster, which cannot run Metal, draws the views it is applied to unmodified (see
// ShaderEffectModifiers.swift). Not a ShapeStyle: `fill(shader)` does not compile.

import Foundation

/// A reference to a function in a Metal shader library, along with its bound uniform
/// argument values.
///
/// Raster: kept as a value (`function`, `arguments`) for the shader effect modifiers, which
/// draw their view without it: Linux has no Metal to run the function.
public struct Shader: Equatable, Sendable {
    /// A single uniform argument value to a shader function.
    public struct Argument: Equatable, @unchecked Sendable {
        /// What the argument holds, as written (`Image` is not `Sendable`; nothing mutates it).
        enum Value: Equatable {
            case floats([Float])
            case color(Color)
            case colorArray([Color])
            case floatArray([Float])
            case image(Image)
            case data(Data)
            case boundingRect
        }

        let value: Value

        /// A shader argument value equal to `x` (a `float` in Metal).
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Float(x)])) }

        /// A shader argument value equal to `(x, y)` (a `float2`).
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y)]))
        }

        /// A shader argument value equal to `point` (a `float2`, points).
        public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }

        /// A shader argument value equal to `size` (a `float2`, points).
        public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }

        /// A shader argument value equal to `(x, y, z)` (a `float3`).
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z)]))
        }

        /// A shader argument value equal to `(x, y, z, w)` (a `float4`).
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z), Float(w)]))
        }

        /// A shader argument value equal to `color` (a `half4`, premultiplied).
        public static func color(_ color: Color) -> Argument { Argument(value: .color(color)) }

        /// A shader argument value equal to `array` (a `device const half4 *` and its count).
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colorArray(array)) }

        /// A shader argument value equal to `array` (a `device const float *` and its count).
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floatArray(array)) }

        /// A shader argument value equal to `image` (a `texture2d<half>`).
        public static func image(_ image: Image) -> Argument { Argument(value: .image(image)) }

        /// A shader argument value equal to the raw bytes of `data` (a `device const void *`
        /// and its size).
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }

        /// A shader argument value equal to the bounding rect of the shape or view being
        /// drawn (a `float4`: x, y, width, height, points).
        public static var boundingRect: Argument { Argument(value: .boundingRect) }
    }

    /// The shader function called by the shader.
    public var function: ShaderFunction
    /// The uniform argument values passed to the function, after the ones the effect
    /// supplies (position, colour, layer).
    public var arguments: [Argument]
    /// Whether the shader's output colours are dithered (default false). Raster: recorded.
    public var dithersColor = false

    /// Creates a new shader from a function and its uniform argument values.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }
}

/// A reference to a function in a Metal shader library; call it with arguments to make a
/// `Shader` (`ShaderLibrary.wave(.float(t))`).
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    /// The shader library storing the function.
    public var library: ShaderLibrary
    /// The name of the shader function in the library.
    public var name: String

    /// Creates a new function reference from the provided shader library and function name
    /// (Raster: nothing is looked up; the name is kept for messages).
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// Returns a new shader by applying the provided argument values to the function.
    public func dynamicallyCall(withArguments arguments: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: arguments)
    }
}

/// A Metal shader library: where `ShaderFunction`s are looked up by name
/// (`ShaderLibrary.default.ripple`, or `ShaderLibrary.ripple` for the default library).
///
/// Raster: records where the library comes from; no library is loaded, since there is no Metal.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
    /// Where a library comes from.
    enum Source: Equatable {
        case bundle(Bundle)
        case data(Data)
        case url(URL)
    }

    let source: Source

    /// The default shader library of the main (app) bundle.
    public static let `default` = ShaderLibrary(source: .bundle(.main))

    /// Returns the default shader library of the specified bundle.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: .bundle(bundle)) }

    /// Creates a new Metal shader library from the contents of `data`.
    public init(data: Data) { source = .data(data) }

    /// Creates a new Metal shader library from the contents of the file at `url`.
    public init(url: URL) { source = .url(url) }

    private init(source: Source) { self.source = source }

    /// Returns a new shader function representing the function called `name` in this library.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }

    /// Returns a new shader function representing the function called `name` in the default
    /// library.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }
}
