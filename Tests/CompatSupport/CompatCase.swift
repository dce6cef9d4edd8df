import Foundation
import SpecimenUI

/// One compatibility case: a view built from a style file compiled unchanged, and what it must draw.
///
/// Each folder in `Tests/Compat` holds the style file (user code, only its import swapped) and a
/// `Case.swift` that builds a view with it and names pixels to check (at scale 1, so a pixel is a
/// point, on a white background).
public struct CompatCase {
  /// The case's name (its folder).
  public var name: String
  /// The size the view is proposed.
  public var width: CGFloat
  public var height: CGFloat
  /// The color scheme the view is drawn in.
  public var colorScheme: ColorScheme
  /// The view to draw.
  public var view: AnyView
  /// Pixels that must have a given color.
  public var probes: [Probe]

  public init<V: View>(_ name: String, width: CGFloat, height: CGFloat, colorScheme: ColorScheme = .light,
                       probes: [Probe], @ViewBuilder view: @MainActor () -> V) {
    self.name = name
    self.width = width
    self.height = height
    self.colorScheme = colorScheme
    // The view is main-actor code, as a SwiftUI view builder is; built here through the bridge.
    self.view = MainActorBridge.call { AnyView(view()) }
    self.probes = probes
  }

  /// A pixel (in points from the top left) and the color it must have, each channel within `tolerance`.
  public struct Probe: CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var rgba: (r: Int, g: Int, b: Int, a: Int)
    public var tolerance: Int

    /// A probe expecting an opaque `#RRGGBB` color.
    public static func at(_ x: Int, _ y: Int, _ hex: String, tolerance: Int = 3) -> Probe {
      let value = Int(hex.dropFirst(), radix: 16) ?? 0
      return Probe(x: x, y: y, rgba: ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF, 255), tolerance: tolerance)
    }

    public var description: String {
      "(\(x), \(y)) = rgba(\(rgba.r), \(rgba.g), \(rgba.b), \(rgba.a)) ± \(tolerance)"
    }
  }
}
