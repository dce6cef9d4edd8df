import Foundation

// `AxisValueLabel(format: .percent)` and friends: Foundation on Linux declares `.percent`, `.number`
// and `.currency(code:)` for every integer and floating-point width, so the generic initializer
// finds a dozen candidates where Apple's SDK finds one. These non-generic overloads pick Double's,
// which is what such an axis plots, so public chart code compiles unchanged.

extension AxisValueLabel {
  /// The value formatted as a percentage.
  public init(format: FloatingPointFormatStyle<Double>.Percent, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
              collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
              orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    self.init(content: nil, text: nil, centered: centered, anchor: anchor, format: AxisFormat.make(format), collision: collisionResolution, orientation: orientation)
  }
  /// The value formatted as a number.
  public init(format: FloatingPointFormatStyle<Double>, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
              collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
              orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    self.init(content: nil, text: nil, centered: centered, anchor: anchor, format: AxisFormat.make(format), collision: collisionResolution, orientation: orientation)
  }
  /// The value formatted as a currency amount.
  public init(format: FloatingPointFormatStyle<Double>.Currency, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
              collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
              orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
    self.init(content: nil, text: nil, centered: centered, anchor: anchor, format: AxisFormat.make(format), collision: collisionResolution, orientation: orientation)
  }
}

extension AxisMarks where Content == Never {
  /// Axis marks whose labels are percentages.
  public init(format: FloatingPointFormatStyle<Double>.Percent, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
              values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
    record = AxisMarksRecord(preset: preset, position: position, values: values, stroke: stroke, format: AxisFormat.make(format))
  }
  /// Axis marks whose labels are numbers.
  public init(format: FloatingPointFormatStyle<Double>, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
              values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
    record = AxisMarksRecord(preset: preset, position: position, values: values, stroke: stroke, format: AxisFormat.make(format))
  }
  /// Axis marks whose labels are currency amounts.
  public init(format: FloatingPointFormatStyle<Double>.Currency, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
              values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
    record = AxisMarksRecord(preset: preset, position: position, values: values, stroke: stroke, format: AxisFormat.make(format))
  }
}
