import Foundation

/// How a symbol's colours are rendered (iOS 26): flat, or with a gradient made from each colour.
/// Specimen draws symbols flat in either mode.
public struct SymbolColorRenderingMode: Hashable, Sendable {
  let name: String
  /// Each colour drawn as a solid fill.
  public static let flat = SymbolColorRenderingMode(name: "flat")
  /// Each colour drawn as a gradient derived from it.
  public static let gradient = SymbolColorRenderingMode(name: "gradient")
}

/// How a symbol shows its variable value (iOS 26): by colouring layers, or by drawing them along
/// their draw data. Specimen draws the full symbol, as for every variable value.
public struct SymbolVariableValueMode: Hashable, Sendable {
  let name: String
  /// The value shown by the opacity of the variable layers.
  public static let color = SymbolVariableValueMode(name: "color")
  /// The value shown by drawing the variable layers partly.
  public static let draw = SymbolVariableValueMode(name: "draw")
}

nonisolated extension View {
  /// Sets how symbols inside render their colours (iOS 26); symbols draw flat here.
  public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> some View { inert() }
  /// Sets how symbols inside show their variable value (iOS 26); symbols draw whole here.
  public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> some View { inert() }
}
