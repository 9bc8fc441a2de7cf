// Color+ColorSpace.swift · Raster/Paint · mirrors SwiftUI Color.RGBColorSpace conversions and Color.Resolved's linear components (iOS 17)
// Status: Complete.
//
// The sRGB transfer function is IEC 61966-2-1's (linear below 0.0031308 / 0.04045), applied
// to the magnitude with the sign kept, as extended sRGB does. Display P3 shares sRGB's
// transfer function and white point; its linear components become linear sRGB through the
// matrix of CSS Color Level 4 §"Predefined colour spaces" (lin_P3 → XYZ → lin_sRGB):
//   [ 1.2249401  −0.2249404  0        ]
//   [−0.0420569   1.0420571  0        ]
//   [−0.0196376  −0.0786361  1.0982735]

import Foundation

extension Color.RGBColorSpace {
    /// An sRGB-encoded component from a linear one (sign kept for extended values).
    static func encode(_ v: Double) -> Double {
        let m = abs(v)
        let e = m <= 0.0031308 ? 12.92 * m : 1.055 * pow(m, 1 / 2.4) - 0.055
        return v < 0 ? -e : e
    }

    /// A linear component from an sRGB-encoded one (sign kept for extended values).
    static func decode(_ v: Double) -> Double {
        let m = abs(v)
        let d = m <= 0.04045 ? m / 12.92 : pow((m + 0.055) / 1.055, 2.4)
        return v < 0 ? -d : d
    }

    /// The sRGB-encoded components of a colour given in `space`.
    static func encodedSRGB(red: Double, green: Double, blue: Double, from space: Color.RGBColorSpace)
        -> (Double, Double, Double) {
        switch space {
        case .sRGB:
            return (red, green, blue)
        case .sRGBLinear:
            return (encode(red), encode(green), encode(blue))
        case .displayP3:
            let r = decode(red), g = decode(green), b = decode(blue)
            return (encode(1.2249401 * r - 0.2249404 * g),
                    encode(-0.0420569 * r + 1.0420571 * g),
                    encode(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b))
        }
    }
}

extension Color.Resolved: ShapeStyle, ResolvableShapeStyle, CustomStringConvertible {
    /// The red component in linear light.
    public var linearRed: Float {
        get { Float(Color.RGBColorSpace.decode(Double(red))) }
        set { red = Float(Color.RGBColorSpace.encode(Double(newValue))) }
    }

    /// The green component in linear light.
    public var linearGreen: Float {
        get { Float(Color.RGBColorSpace.decode(Double(green))) }
        set { green = Float(Color.RGBColorSpace.encode(Double(newValue))) }
    }

    /// The blue component in linear light.
    public var linearBlue: Float {
        get { Float(Color.RGBColorSpace.decode(Double(blue))) }
        set { blue = Float(Color.RGBColorSpace.encode(Double(newValue))) }
    }

    /// `#RRGGBBAA`, sRGB bytes rounded to nearest, as SwiftUI prints a resolved colour.
    public var description: String {
        "#" + [bytes.r, bytes.g, bytes.b, bytes.a].map { String(format: "%02X", $0) }.joined()
    }

    func paint(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.Paint { .color(self) }
}
