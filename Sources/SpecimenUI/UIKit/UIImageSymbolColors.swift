import Foundation

extension UIImage.SymbolConfiguration {
  /// A configuration that draws the symbol's layers in `paletteColors` (iOS 15): the first colour for the primary layer,
  /// the next for the secondary and tertiary; layers past the last colour take the last one.
  public convenience init(paletteColors: [UIColor]) {
    self.init(pointSize: nil, coloring: paletteColors.isEmpty ? nil : .palette(paletteColors.map { Color(uiColor: $0) }))
  }

  /// A configuration that draws the symbol in `hierarchicalColor`, its secondary and tertiary layers fainter (iOS 15).
  public convenience init(hierarchicalColor: UIColor) {
    self.init(pointSize: nil, coloring: .hierarchical(Color(uiColor: hierarchicalColor)))
  }

  /// A configuration that draws the symbol in its own colours when it has them (iOS 15).
  public class func preferringMulticolor() -> UIImage.SymbolConfiguration {
    UIImage.SymbolConfiguration(pointSize: nil, coloring: .multicolor)
  }

  /// A configuration that draws the symbol in one colour (iOS 16).
  public class func preferringMonochrome() -> UIImage.SymbolConfiguration {
    UIImage.SymbolConfiguration(pointSize: nil, coloring: .monochrome)
  }

  /// This configuration, drawing the symbol in its own colours when it has them (iOS 15).
  public func configurationPreferringMulticolor() -> UIImage.SymbolConfiguration {
    applying(UIImage.SymbolConfiguration.preferringMulticolor())
  }

  /// This configuration, drawing the symbol in one colour (iOS 16).
  public func configurationPreferringMonochrome() -> UIImage.SymbolConfiguration {
    applying(UIImage.SymbolConfiguration.preferringMonochrome())
  }
}
