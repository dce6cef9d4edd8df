import Foundation

// Audio Graphs (iOS 15): the chart descriptors VoiceOver reads a chart from. SwiftUI declares
// `accessibilityChartDescriptor(_:)` and `AXChartDescriptorRepresentable`, the Accessibility
// framework the descriptor classes; chart files reach them through `import Charts`. They compile
// and keep their values; no render reads them (the audit reads a chart's marks as its drawing).

/// An axis of a chart descriptor.
public protocol AXDataAxisDescriptor: AnyObject {
  /// The axis's title.
  var title: String { get set }
}

/// An object that represents an axis of numerical data.
public final class AXNumericDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
  /// How values are spaced along the axis.
  public enum ScaleType: Int, Sendable { case linear, ln, log10 }
  public var title: String
  public var range: ClosedRange<Double>
  public var gridlinePositions: [Double]
  public var valueDescriptionProvider: (Double) -> String
  public var scaleType: ScaleType = .linear
  /// Creates a numeric data axis with a title, range, grid line positions and value descriptions.
  public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double], valueDescriptionProvider: @escaping (Double) -> String) {
    (self.title, self.range, self.gridlinePositions, self.valueDescriptionProvider) = (title, range, gridlinePositions, valueDescriptionProvider)
  }
}

/// An object that represents an axis of categorical data.
public final class AXCategoricalDataAxisDescriptor: NSObject, AXDataAxisDescriptor {
  public var title: String
  public var categoryOrder: [String]
  /// Creates a categorical axis with a title and the categories in order.
  public init(title: String, categoryOrder: [String]) { (self.title, self.categoryOrder) = (title, categoryOrder) }
}

/// An object that represents a single data point in a chart.
public final class AXDataPoint: NSObject {
  /// A value of a data point on one axis.
  public enum Value: Sendable { case number(Double), category(String) }
  public var xValue: Value
  public var yValue: Value?
  public var additionalValues: [Value]
  public var label: String?
  /// Creates a data point at a numeric x.
  public init(x: Double, y: Double? = nil, additionalValues: [Value] = [], label: String? = nil) {
    (xValue, yValue, self.additionalValues, self.label) = (.number(x), y.map { .number($0) }, additionalValues, label)
  }
  /// Creates a data point at a categorical x.
  public init(x: String, y: Double? = nil, additionalValues: [Value] = [], label: String? = nil) {
    (xValue, yValue, self.additionalValues, self.label) = (.category(x), y.map { .number($0) }, additionalValues, label)
  }
}

/// An object that describes one series of data points.
public final class AXDataSeriesDescriptor: NSObject {
  public var name: String?
  public var isContinuous: Bool
  public var dataPoints: [AXDataPoint]
  /// Creates a series with a name, whether it is continuous, and its points.
  public init(name: String?, isContinuous: Bool, dataPoints: [AXDataPoint]) {
    (self.name, self.isContinuous, self.dataPoints) = (name, isContinuous, dataPoints)
  }
}

/// An object that describes a chart for VoiceOver's Audio Graphs.
public final class AXChartDescriptor: NSObject {
  public var title: String?
  public var summary: String?
  public var xAxis: AXDataAxisDescriptor
  public var yAxis: AXNumericDataAxisDescriptor?
  public var additionalAxes: [AXDataAxisDescriptor]
  public var series: [AXDataSeriesDescriptor]
  /// Creates a chart descriptor.
  public init(title: String? = nil, summary: String? = nil, xAxis: AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor? = nil,
              additionalAxes: [AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]) {
    (self.title, self.summary, self.xAxis, self.yAxis, self.additionalAxes, self.series) = (title, summary, xAxis, yAxis, additionalAxes, series)
  }
}

/// A type that makes a chart descriptor for the view it is attached to.
public protocol AXChartDescriptorRepresentable {
  /// Makes the descriptor.
  func makeChartDescriptor() -> AXChartDescriptor
  /// Updates an existing descriptor.
  func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
  /// Does nothing.
  public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

nonisolated extension View {
  /// Adds a chart descriptor for Audio Graphs; the view draws unchanged.
  public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View { self }
}
