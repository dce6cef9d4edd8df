import Foundation

extension ChartModel {
  /// Stacks bars and areas, then infers each axis's scale from the plotted values (or the domain a
  /// `chartXScale`/`chartYScale` gave).
  mutating func computeScales(_ configuration: ChartConfiguration, calendar: Calendar) {
    guard !isPie else { return }
    let bars = marks.filter { $0.kind == .bar }
    if let bar = bars.first {
      let xIsValue: Bool
      if case .number = bar.x?.primitive ?? bar.xStart?.primitive ?? .category("") { xIsValue = true } else { xIsValue = false }
      var yIsCategorical = false
      switch bar.y?.primitive { case .category?, .date?: yIsCategorical = true; default: break }
      horizontalBars = xIsValue && (yIsCategorical || bar.y == nil) && bar.fixedX == nil
    }
    stack()
    var xValues: [PlotPrimitive] = [], yValues: [PlotPrimitive] = []
    // "By default, number scales include zero in the domain … for other marks, … so the domain inference
    // logic is consistent" (Apple, Charts, ScaleDomain): both axes, whatever the mark.
    let xZero = true, yZero = true
    for (index, mark) in marks.enumerated() {
      let interval = intervals[index]
      let valueOnX = interval != nil && (mark.kind == .bar && horizontalBars)
      let valueOnY = interval != nil && !valueOnX
      if let interval, valueOnX { xValues += [.number(interval.0), .number(interval.1)] }
      else { xValues += [mark.x, mark.xStart, mark.xEnd].compactMap { $0?.primitive } }
      if let interval, valueOnY { yValues += [.number(interval.0), .number(interval.1)] }
      else { yValues += [mark.y, mark.yStart, mark.yEnd].compactMap { $0?.primitive } }
      // A date plotted with a unit spans the unit: the domain reaches the end of the last one.
      if let unit = mark.x?.unit, case .date(let d)? = mark.x?.primitive,
         let end = (mark.x?.calendar ?? calendar).date(byAdding: unit, value: 1, to: d) {
        xValues.append(.date(end))
        xUnitSeconds = min(xUnitSeconds ?? .infinity, end.timeIntervalSince(d))
      }
      if let unit = mark.y?.unit, case .date(let d)? = mark.y?.primitive,
         let end = (mark.y?.calendar ?? calendar).date(byAdding: unit, value: 1, to: d) {
        yValues.append(.date(end))
        yUnitSeconds = min(yUnitSeconds ?? .infinity, end.timeIntervalSince(d))
      }
    }
    warnings += [configuration.xRangeProblem, configuration.yRangeProblem].compactMap { $0 }
    x = Self.scale(of: xValues, spec: checkedDomain(configuration.xDomain, "chartXScale"), includesZero: xZero, calendar: calendar, desiredCount: 5)
    y = Self.scale(of: yValues, spec: checkedDomain(configuration.yDomain, "chartYScale"), includesZero: yZero, calendar: calendar, desiredCount: 5)
    // A categorical y axis lists its first category at the top, as iOS does.
    if case .category(let names) = y { y = .category(names.reversed()) }
    if let length = configuration.xVisibleLength { x = Self.visible(length, of: x, from: configuration.xScrollPosition, calendar: calendar) }
  }

  /// The part of `scale` a scrolling chart shows: `length` from `position` (kept inside the domain), or from
  /// the domain's start; on a categorical scale, `length` categories from the named one.
  static func visible(_ length: Double, of scale: ChartScale, from position: PlotPrimitive?, calendar: Calendar) -> ChartScale {
    switch (scale, position) {
    case (.numeric(let lo, let hi, _), _) where lo + length < hi:
      var start = lo
      if case .number(let p)? = position, p.isFinite { start = min(max(p, lo), hi - length) }
      return Self.scale(of: [.number(start), .number(start + length)], spec: nil, includesZero: false, calendar: calendar, desiredCount: 5)
    case (.date(let lo, let hi, _, _, _), _) where lo + length < hi:
      var start = lo
      if case .date(let p)? = position, p.timeIntervalSinceReferenceDate.isFinite {
        start = min(max(p.timeIntervalSinceReferenceDate, lo), hi - length)
      }
      return ChartScale.date(lower: start, upper: start + length, calendar: calendar)
    case (.category(let names), _) where length >= 1 && Double(names.count) > length:
      let count = Int(length)
      var first = 0
      if case .category(let name)? = position, let index = names.firstIndex(of: name) { first = min(index, names.count - count) }
      return .category(Array(names[first..<(first + count)]))
    default:
      return scale
    }
  }

  /// Stacks bars (by their category or date, and `position(by:)` group) and areas (by x, in series order).
  private mutating func stack() {
    var positive: [String: Double] = [:], negative: [String: Double] = [:]
    var members: [String: [Int]] = [:]
    for (index, mark) in marks.enumerated() where mark.kind == .bar || mark.kind == .area {
      let valueEntry = mark.kind == .bar && horizontalBars ? mark.x : mark.y
      let keyEntry = mark.kind == .bar && horizontalBars ? mark.y : mark.x
      if mark.kind == .area, let start = mark.yStart, let end = mark.yEnd,
         case .number(let a) = start.primitive, case .number(let b) = end.primitive {
        intervals[index] = (a, b); continue
      }
      guard let valueEntry, case .number(let value) = valueEntry.primitive else { continue }
      let group = mark.positionBy.map { Self.name(of: $0.primitive) } ?? ""
      let key = "\(mark.kind.rawValue)|\(keyEntry.map { Self.name(of: $0.primitive) } ?? "")|\(group)"
      if mark.stacking == .unstacked || keyEntry == nil && mark.kind == .area {
        intervals[index] = (0, value); continue
      }
      if value >= 0 {
        let base = positive[key, default: 0]
        intervals[index] = (base, base + value)
        positive[key] = base + value
      } else {
        let base = negative[key, default: 0]
        intervals[index] = (base, base + value)
        negative[key] = base + value
      }
      members[key, default: []].append(index)
    }
    for (key, indices) in members {
      guard let method = indices.first.map({ marks[$0].stacking }) else { continue }
      let top = positive[key, default: 0], bottom = negative[key, default: 0]
      if method == .normalized {
        let total = top - bottom
        guard total > 0 else { continue }
        for i in indices { if let (a, b) = intervals[i] { intervals[i] = ((a - bottom) / total, (b - bottom) / total) } }
      } else if method == .center {
        let shift = -(top + bottom) / 2
        for i in indices { if let (a, b) = intervals[i] { intervals[i] = (a + shift, b + shift) } }
      }
    }
  }

  /// A domain given as an empty array has no values to span: the chart drawn nothing at all. It is named, and
  /// the domain inferred from the data instead. So is a range with a NaN or infinite bound (which places every value at
  /// one end, or nowhere); a range whose bounds are out of order (only `ClosedRange(uncheckedBounds:)` makes one) is
  /// named and drawn with its bounds swapped, and NaN or infinite values of an array are named and left out.
  private mutating func checkedDomain(_ spec: ScaleDomainSpec?, _ modifier: String) -> ScaleDomainSpec? {
    switch spec {
    case .values(let given)?:
      let kept = given.filter { Self.seconds(of: $0)?.isFinite ?? true }
      if kept.count < given.count, let bad = given.first(where: { !(Self.seconds(of: $0)?.isFinite ?? true) }) {
        warnings.append("Chart: .\(modifier)(domain:) holds \(Self.describe(bad)), which is not a finite value; it is left out of the "
          + (kept.isEmpty ? "domain, which leaves no value, so the domain is inferred from the data" : "domain") + ". Give finite values")
      }
      guard kept.isEmpty, given.isEmpty else { return kept.isEmpty ? nil : .values(kept) }
      warnings.append("Chart: .\(modifier)(domain: []) is an empty domain, which places no value; the domain is inferred from the data. "
        + "Give the values or range to show, e.g. domain: 0...100")
      return nil
    case .range(let a, let b)?:
      guard let lo = Self.seconds(of: a), let hi = Self.seconds(of: b) else { return spec }
      guard lo.isFinite, hi.isFinite else {
        warnings.append("Chart: .\(modifier)(domain: \(Self.describe(a))...\(Self.describe(b))) has a bound that is not a finite value; "
          + "the domain is inferred from the data. Give finite bounds, e.g. domain: 0...100")
        return nil
      }
      guard lo > hi else { return spec }
      warnings.append("Chart: .\(modifier)(domain:) has its lower bound \(Self.describe(a)) above its upper bound \(Self.describe(b)); "
        + "drawn from \(Self.describe(b)) to \(Self.describe(a)). Give the bounds in order")
      return .range(b, a)
    default:
      return spec
    }
  }

  /// A number or date as a number (seconds since 2001 for a date); nil for a category.
  private static func seconds(of value: PlotPrimitive) -> Double? {
    switch value {
    case .number(let v): v
    case .date(let d): d.timeIntervalSinceReferenceDate
    case .category: nil
    }
  }

  /// A domain value for a message: a number as Swift prints it, a date as seconds from 2001.
  private static func describe(_ value: PlotPrimitive) -> String {
    switch value {
    case .number(let v): NumberText.describe(v)
    case .date(let d): "a date \(NumberText.describe(d.timeIntervalSinceReferenceDate)) s from 2001"
    case .category(let name): "\"\(name.prefix(40))\""
    }
  }

  /// The scale of one axis: categories if any value is a category, dates if any is a date, numbers otherwise.
  static func scale(of values: [PlotPrimitive], spec: ScaleDomainSpec?, includesZero: Bool, calendar: Calendar, desiredCount: Int) -> ChartScale {
    var zero = includesZero
    var reversedIgnored = false
    switch spec {
    case .values(let given):
      if given.contains(where: { if case .category = $0 { return true }; return false }) {
        var names: [String] = [], seen = Set<String>()
        for value in given { let n = name(of: value); if seen.insert(n).inserted { names.append(n) } }
        return .category(names)
      }
      return scale(of: given, spec: nil, includesZero: false, calendar: calendar, desiredCount: desiredCount)
    case .range(let a, let b):
      switch (a, b) {
      case (.number(let lo), .number(let hi)) where lo.isFinite && hi.isFinite:
        let scale = ChartScale.numeric(lower: lo, upper: hi, includesZero: false, nice: false, desiredCount: desiredCount)
        return scale
      case (.date(let lo), .date(let hi)):
        return ChartScale.date(lower: lo.timeIntervalSinceReferenceDate, upper: hi.timeIntervalSinceReferenceDate, calendar: calendar)
      default: break
      }
    case .automatic(let includes, let reversed):
      if let includes { zero = includes }
      reversedIgnored = reversed ?? false
    case nil: break
    }
    _ = reversedIgnored
    var names: [String] = [], seen = Set<String>()
    var numbers: [Double] = [], dates: [Double] = []
    for value in values {
      switch value {
      case .category(let s): if seen.insert(s).inserted { names.append(s) }
      case .number(let v): numbers.append(v)
      case .date(let d): dates.append(d.timeIntervalSinceReferenceDate)
      }
    }
    if !names.isEmpty { return .category(names) }
    if let lo = dates.min(), let hi = dates.max() { return ChartScale.date(lower: lo, upper: hi, calendar: calendar) }
    if let lo = numbers.min(), let hi = numbers.max() {
      return ChartScale.numeric(lower: lo, upper: hi, includesZero: zero, desiredCount: desiredCount)
    }
    return .none
  }
}
