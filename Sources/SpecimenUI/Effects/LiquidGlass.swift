import Foundation

// iOS 26's Liquid Glass, as design systems written for it use it: `.glassEffect(_:in:)`, `Glass`
// (`.regular`, `.clear`, `.identity`, `.tint(_:)`, `.interactive()`), `GlassEffectContainer` and
// the morphing identifiers. https://developer.apple.com/documentation/swiftui/applying-liquid-glass-to-custom-views
// Like the materials, glass cannot refract what is behind a cell: it draws as a translucent fill of
// its shape (tinted glass in its tint), so the content on it stays legible as on iOS.

/// A structure that defines the configuration of the Liquid Glass material.
public struct Glass: Hashable, Sendable {
  enum Variant: Hashable, Sendable { case regular, clear, identity }
  let variant: Variant
  let tintColor: Color?
  let isInteractive: Bool

  /// The regular variant of the Liquid Glass material.
  public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }
  /// The clear variant of glass, more transparent than regular.
  public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }
  /// The identity variant of glass: no glass is applied.
  public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

  /// Returns a copy of the glass with the given tint color.
  public func tint(_ color: Color?) -> Glass { Glass(variant: variant, tintColor: color, isInteractive: isInteractive) }
  /// Returns a copy of the glass configured to react to touch (no effect on a still render).
  public func interactive(_ isEnabled: Bool = true) -> Glass { Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled) }

  /// The fill the glass draws with in `scheme`. Apple publishes no values: chosen so regular glass reads
  /// as a light (dark) frosted veil over white (black), clear glass as a faint one, tinted glass in its tint.
  func fill(in environment: EnvironmentValues) -> Paint {
    let dark = environment.colorScheme == .dark
    if let tintColor, case .color(let tint) = tintColor._paint(in: environment, level: 0) {
      return .color(RGBA(red: tint.red, green: tint.green, blue: tint.blue, alpha: tint.alpha * 0.85))
    }
    switch variant {
    case .regular: return .color(dark ? RGBA(44, 44, 46, 0.7) : RGBA(250, 250, 250, 0.7))
    case .clear: return .color(dark ? RGBA(0, 0, 0, 0.2) : RGBA(255, 255, 255, 0.3))
    case .identity: return .color(RGBA(0, 0, 0, 0))
    }
  }
}

/// The fill of a glass effect, as a shape style.
struct GlassStyle: ShapeStyle {
  let glass: Glass
  func _paint(in environment: EnvironmentValues, level: Int) -> Paint { glass.fill(in: environment) }
}

/// The shape glass takes by default: a capsule.
nonisolated public struct DefaultGlassEffectShape: Shape {
  public init() {}
  public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
  /// `.fixed`: a capsule is symmetric.
  public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

nonisolated extension View {
  /// Applies the Liquid Glass effect to a view, behind it, in `shape` (a capsule by default).
  public func glassEffect<S: Shape>(_ glass: Glass = .regular, in shape: S = DefaultGlassEffectShape()) -> some View {
    background(GlassStyle(glass: glass), in: shape)
  }

  /// Associates an identity with a glass effect, for morphing between views (no effect on a still render).
  public func glassEffectID<ID: Hashable & Sendable>(_ id: ID?, in namespace: Namespace.ID) -> some View { self }

  /// Unites this glass effect with others of the same id (drawn as separate shapes here).
  public func glassEffectUnion<ID: Hashable & Sendable>(id: ID?, namespace: Namespace.ID) -> some View { self }

  /// Sets how a glass effect appears and disappears (no effect on a still render).
  public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View { self }
}

/// A transition of a glass effect.
public struct GlassEffectTransition: Hashable, Sendable {
  let name: String
  /// The glass morphs from matching geometry.
  public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
  /// The glass materializes in place.
  public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
  /// No transition.
  public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

/// A view that combines the glass shapes of its content: here its content, each shape drawn on its own.
nonisolated public struct GlassEffectContainer<Content: View>: View {
  let content: Content
  /// Creates a glass effect container; `spacing` is how close shapes must be to merge on iOS.
  public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
  public var body: some View { content }
}
