import Foundation
import SpecimenDraw
import SpecimenUI

/// What a render noticed that a person should hear about: missing glyphs, missing icons, blank output.
///
/// Every render fills one (`RasterImage.diagnostics`). Errors mean the pixels are not what
/// the view asked for (a tofu box, a placeholder icon, an empty image); warnings mean a
/// documented substitution happened (an unknown custom font drawn with the default face).
public struct RenderDiagnostics: Codable, Equatable, Sendable, CustomStringConvertible {
  /// The findings, in the order they were made, without duplicates.
  public private(set) var items: [RenderDiagnostic] = []

  public init() {}

  /// Records `diagnostic` unless an equal one is already recorded.
  public mutating func append(_ diagnostic: RenderDiagnostic) {
    if !items.contains(diagnostic) { items.append(diagnostic) }
  }

  /// Findings that make the render wrong.
  public var errors: [RenderDiagnostic] { items.filter { $0.severity == .error } }
  /// Findings that mark a substitution.
  public var warnings: [RenderDiagnostic] { items.filter { $0.severity == .warning } }
  /// Whether nothing was found.
  public var isEmpty: Bool { items.isEmpty }

  /// Throws the first error, if any, so a caller can turn diagnostics into a failure.
  public func check() throws {
    if let first = errors.first { throw RenderDiagnosticError(diagnostics: self, first: first) }
  }

  public var description: String { items.map(\.description).joined(separator: "\n") }
}

/// One finding of a render.
public struct RenderDiagnostic: Codable, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// How bad a finding is.
  public enum Severity: String, Codable, Sendable { case warning, error }
  /// What kind of finding it is.
  public enum Kind: String, Codable, Sendable {
    /// A text run had glyphs no font provides (drawn as boxes).
    case missingGlyphs
    /// `Font.custom` named a family that is not installed; the default face was used.
    case unknownFontFamily
    /// `Image(systemName:)` named a symbol with no icon.
    case unknownSymbol
    /// `Image(_:)` named an asset that no asset folder holds.
    case missingAsset
    /// `Color("name")` or `UIColor(named:)` named a colour no asset catalog has (drawn magenta).
    case missingColor
    /// An image file exists but could not be read (invalid SVG or PNG).
    case unreadableImage
    /// The display list draws something but every pixel came out the same.
    case blankImage
    /// A number (font size, radius, opacity, color, coordinate) was NaN, infinite or beyond a named
    /// limit; it was drawn with a clamped value, and the message names the modifier and the value.
    case invalidNumber
    /// An asset or icon file was refused: not a regular file, too large, or a name that leaves its folder.
    case refusedFile
    /// A view read an `@EnvironmentObject` or `@Environment(Type.self)` object no view above supplied
    /// (`ViewRenderer.checkedPlace` fails such a cell before it is drawn).
    case missingEnvironmentObject
    /// A `Text` was longer than `TextLength.limit` characters; its first `limit` were drawn.
    case textTooLong
    /// Drawing nested past a named limit (`GraphicsContext.maxLayerDepth`); what lay inside was not drawn, so the cell fails.
    case beyondLimit
    /// A shared library the drawing needs is not installed (GEOS for `Path.subtracting(_:eoFill:)` and the other
    /// set operations); the message names the Debian package, and the cell fails.
    case missingLibrary
    /// Code ran that stops an iOS app (UIKit raises an exception there); the message names the call and the fix, and
    /// the cell fails.
    case trap
  }

  public var kind: Kind
  public var severity: Severity
  /// What went wrong, naming the view and the fix.
  public var message: String

  public init(_ kind: Kind, _ severity: Severity, _ message: String) {
    self.kind = kind
    self.severity = severity
    self.message = TextLength.shortenedMessage(message)
  }

  public var description: String { "\(severity): \(message)" }
}

/// A render whose diagnostics hold an error, thrown by `RenderDiagnostics.check()`.
public struct RenderDiagnosticError: Error, CustomStringConvertible {
  public let diagnostics: RenderDiagnostics
  public let first: RenderDiagnostic
  public var description: String { first.message }
}

/// Collects the diagnostics of one render while its canvases draw (one render runs on one thread).
final class DiagnosticsCollector {
  var diagnostics = RenderDiagnostics()
  func report(_ kind: RenderDiagnostic.Kind, _ severity: RenderDiagnostic.Severity, _ message: String) {
    diagnostics.append(RenderDiagnostic(kind, severity, message))
  }
}

extension DisplayList {
  /// Whether any item would leave a visible mark (a paint with alpha, text, an image).
  var hasVisibleContent: Bool { items.contains { $0.isVisible } }
}

extension DisplayItem {
  var isVisible: Bool {
    switch self {
    case .fill(let f): return f.paint.isVisible && !f.path.isEmpty
    case .stroke(let s): return s.paint.isVisible && s.style.lineWidth.isFinite && s.style.lineWidth > 0 && !s.path.isEmpty
    case .text(let t): return !t.text.string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && t.text.paint.isVisible
    case .image: return true
    case .group(let g):
      if case .opacity(let a) = g.effect, a <= 0 { return false }
      return g.items.contains { $0.isVisible }
    }
  }
}

extension Paint {
  var isVisible: Bool {
    switch self {
    case .color(let c): return c.alpha > 0
    case .linearGradient(let s, _, _), .radialGradient(let s, _, _, _), .angularGradient(let s, _, _, _),
         .ellipticalGradient(let s, _, _, _):
      return s.contains { $0.color.alpha > 0 }
    case .meshGradient(let mesh): return mesh.isWellFormed && mesh.colors.contains { $0.alpha > 0 }
    case .shadowed(let base, _): return base.isVisible
    case .backdrop(let base, let blur): return base.isVisible || blur.opacity > 0
    case .image(let spec): return spec.opacity > 0
    }
  }
}
