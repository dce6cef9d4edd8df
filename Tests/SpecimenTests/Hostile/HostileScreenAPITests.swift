import Foundation
import SpecimenUI
import Testing
@testable import Specimen

/// The hostile-number corpus of the newer API (`Hostile/Numbers/screen-api.tsv`): text spacing and
/// leading, `@ScaledMetric`, `Canvas`/`GraphicsContext`, `Path`/`CGPath`/`CGAffineTransform`/`UIBezierPath`,
/// `TabView`/`Tab`, `.badge`, `DatePicker` dates and ranges, `ColorPicker`, `TimelineView` schedules,
/// `AsyncImage`, `containerRelativeFrame`, `MeshGradient`, `visualEffect`/`scrollTransition`,
/// `phaseAnimator`, `UIFontMetrics`/`UIFontDescriptor`/`UIFont`, `UIColor` inits, `Text(_:format:)`,
/// lazy grids, `Stepper`/`Slider` steps and selection tags that match nothing. Each row renders through the
/// real pipeline as `HostileNumberTests` does, and must have its outcome; every control cell and the manifest
/// are still written.
@Suite struct HostileScreenAPITests {
  typealias Builder = HostileNumberTests.Builder

  /// `value` as an Int the way hostile user code would get one (NaN 0, ±∞ and 1e20 the Int bounds).
  static func int(_ value: Double) -> Int { Int(saturating: value) }
  static func date(_ value: Double) -> Date { Date(timeIntervalSinceReferenceDate: value) }

  static let builders: [String: Builder] = [
    // Text spacing, leading, tracking and fonts.
    "font.leading.size": (17, { AnyView(Text("Ag\nAg").font(.system(size: $0).leading(.loose))) }),
    "kerning": (1, { AnyView(Text("Hi").kerning($0)) }),
    "tracking": (1, { AnyView(Text("Hi").tracking($0)) }),
    "baselineOffset": (2, { AnyView(Text("Hi").baselineOffset($0)) }),
    "lineLimit": (2, { AnyView(Text("one two three four five six").lineLimit(int($0)).frame(width: 60)) }),
    "lineLimit.reservesSpace": (2, { AnyView(Text("one").lineLimit(int($0), reservesSpace: true).frame(width: 60)) }),
    "font.width": (0.1, { AnyView(Text("Hi").font(.system(size: 17).width(Font.Width($0)))) }),
    "scaledMetric": (20, { AnyView(ScaledBox(side: $0).dynamicTypeSize(.accessibility5)) }),
    "uiFont.systemFont": (17, { AnyView(Text("Hi").font(Font(UIFont.systemFont(ofSize: $0)))) }),
    "uiFont.withSize": (17, { AnyView(Text("Hi").font(Font(UIFont.systemFont(ofSize: 17).withSize($0)))) }),
    "uiFontDescriptor.withSize": (17, { v in
      AnyView(Text("Hi").font(Font(UIFont(descriptor: UIFont.preferredFont(forTextStyle: .body).fontDescriptor.withSize(v), size: 0))))
    }),
    "uiFontDescriptor.size": (17, { v in
      AnyView(Text("Hi").font(Font(UIFont(descriptor: UIFont.preferredFont(forTextStyle: .body).fontDescriptor, size: v))))
    }),
    "uiFontMetrics.scaledValue": (10, { AnyView(Color.red.frame(width: UIFontMetrics.default.scaledValue(for: $0), height: 10)) }),
    "uiFontMetrics.maximumPointSize": (17, { v in
      AnyView(Text("Hi").font(Font(UIFontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: v))))
    }),
    "text.formatPercent": (0.5, { AnyView(Text($0, format: .percent)) }),
    "text.formatCurrency": (2, { AnyView(Text($0, format: .currency(code: "USD"))) }),
    "text.formatInt": (3, { AnyView(Text(int($0), format: .number)) }),
    "text.formatDate": (0, { AnyView(Text(date($0), format: .dateTime)) }),
    "text.dateStyle": (0, { AnyView(Text(date($0), style: .date)) }),
    "text.timeStyle": (0, { AnyView(Text(date($0), style: .time)) }),
    // Canvas and GraphicsContext.
    "canvas.fillRect": (10, { v in AnyView(Canvas { c, _ in c.fill(Path(CGRect(x: 0, y: 0, width: v, height: v)), with: .color(.red)) }.frame(width: 20, height: 20)) }),
    "canvas.strokeWidth": (2, { v in AnyView(Canvas { c, s in c.stroke(Path(ellipseIn: CGRect(origin: .zero, size: s)), with: .color(.red), lineWidth: v) }.frame(width: 20, height: 20)) }),
    "canvas.translate": (2, { v in AnyView(Canvas { c, _ in c.translateBy(x: v, y: v); c.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.red)) }.frame(width: 20, height: 20)) }),
    "canvas.scale": (2, { v in AnyView(Canvas { c, _ in c.scaleBy(x: v, y: v); c.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.red)) }.frame(width: 20, height: 20)) }),
    "canvas.rotate": (45, { v in AnyView(Canvas { c, _ in c.rotate(by: .degrees(v)); c.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.red)) }.frame(width: 20, height: 20)) }),
    "canvas.concatenate": (2, { v in AnyView(Canvas { c, _ in c.concatenate(CGAffineTransform(a: v, b: 0, c: 0, d: 1, tx: v, ty: 0)); c.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.red)) }.frame(width: 20, height: 20)) }),
    "canvas.opacity": (0.5, { v in AnyView(Canvas { c, _ in c.opacity = v; c.fill(Path(CGRect(x: 0, y: 0, width: 8, height: 8)), with: .color(.red)) }.frame(width: 20, height: 20)) }),
    "canvas.drawTextAt": (10, { v in AnyView(Canvas { c, _ in c.draw(Text("A"), at: CGPoint(x: v, y: v)) }.frame(width: 20, height: 20)) }),
    "canvas.drawImageIn": (10, { v in AnyView(Canvas { c, _ in c.draw(Image(systemName: "star"), in: CGRect(x: 0, y: 0, width: v, height: v)) }.frame(width: 20, height: 20)) }),
    // Path, CGPath, CGAffineTransform, UIBezierPath.
    "path.roundedRectCornerSize": (4, { v in AnyView(Path(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerSize: CGSize(width: v, height: 2)).fill(Color.red).frame(width: 20, height: 20)) }),
    "path.ellipseWidth": (10, { v in AnyView(Path(ellipseIn: CGRect(x: 0, y: 0, width: v, height: 10)).fill(Color.red).frame(width: 20, height: 20)) }),
    "path.quadControl": (10, { v in AnyView(Path { $0.move(to: .zero); $0.addQuadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 10, y: v)) }.stroke(Color.red).frame(width: 20, height: 20)) }),
    "path.offsetBy": (2, { v in AnyView(Path(CGRect(x: 0, y: 0, width: 8, height: 8)).offsetBy(dx: v, dy: v).fill(Color.red).frame(width: 20, height: 20)) }),
    "path.trimmedTo": (0.5, { v in AnyView(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 20)).trimmedPath(from: 0, to: v).stroke(Color.red).frame(width: 20, height: 20)) }),
    "cgPath.arcRadius": (8, { v in AnyView(Path(ArcCGPath.make(radius: v)).stroke(Color.red).frame(width: 20, height: 20)) }),
    "cgPath.roundedRectCorner": (4, { v in AnyView(Path(ArcCGPath.roundedRect(corner: v)).fill(Color.red).frame(width: 20, height: 20)) }),
    "affine.rotationAngle": (1, { v in AnyView(Path(CGRect(x: 0, y: 0, width: 8, height: 8)).applying(CGAffineTransform(rotationAngle: v)).fill(Color.red).frame(width: 20, height: 20)) }),
    "affine.scaleInverted": (2, { v in AnyView(Path(CGRect(x: 0, y: 0, width: 8, height: 8)).applying(CGAffineTransform(scaleX: v, y: v).inverted()).fill(Color.red).frame(width: 20, height: 20)) }),
    "affine.translation": (2, { v in AnyView(Path(CGRect(x: 0, y: 0, width: 8, height: 8)).applying(CGAffineTransform(translationX: v, y: 0)).fill(Color.red).frame(width: 20, height: 20)) }),
    "uiBezier.ovalIn": (10, { v in AnyView(Path(UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: v, height: v)).cgPath).fill(Color.red).frame(width: 20, height: 20)) }),
    "uiBezier.cornerRadius": (4, { v in AnyView(Path(UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 20, height: 10), cornerRadius: v).cgPath).fill(Color.red).frame(width: 20, height: 20)) }),
    // Screens and controls.
    "tabView.selection": (1, { v in AnyView(TabView(selection: .constant(int(v))) { Text("A").tabItem { Text("A") }.tag(0); Text("B").tabItem { Text("B") }.tag(1) }.frame(width: 200, height: 120)) }),
    "tabView.pageSelection": (1, { v in AnyView(TabView(selection: .constant(int(v))) { Text("A").tag(0); Text("B").tag(1) }.tabViewStyle(.page).frame(width: 200, height: 120)) }),
    "tab.badge": (3, { v in AnyView(TabView { Tab("A", systemImage: "star") { Text("A") }.badge(int(v)) }.frame(width: 200, height: 120)) }),
    "badge.count": (3, { v in AnyView(List { Text("Row").badge(int(v)) }.frame(width: 200, height: 80)) }),
    "picker.selection": (1, { v in AnyView(Picker("P", selection: .constant(int(v))) { Text("A").tag(0); Text("B").tag(1) }.frame(width: 200)) }),
    "picker.segmentedSelection": (1, { v in AnyView(Picker("P", selection: .constant(int(v))) { Text("A").tag(0); Text("B").tag(1) }.pickerStyle(.segmented).frame(width: 200)) }),
    "datePicker.date": (0, { AnyView(DatePicker("D", selection: .constant(date($0))).frame(width: 300)) }),
    "datePicker.rangeFrom": (0, { AnyView(DatePicker("D", selection: .constant(date(0)), in: date($0)...).frame(width: 300)) }),
    "datePicker.rangeThrough": (0, { AnyView(DatePicker("D", selection: .constant(date(0)), in: ...date($0)).frame(width: 300)) }),
    "colorPicker.red": (0.5, { AnyView(ColorPicker("C", selection: .constant(Color(red: $0, green: 0, blue: 0))).frame(width: 200)) }),
    "colorPicker.cgColorAlpha": (0.5, { AnyView(ColorPicker("C", selection: .constant(CGColor(red: 1, green: 0, blue: 0, alpha: $0))).frame(width: 200)) }),
    "timeline.periodicInterval": (60, { v in AnyView(TimelineView(.periodic(from: date(0), by: v)) { Text($0.date, style: .time) }) }),
    "timeline.periodicStart": (0, { v in AnyView(TimelineView(.periodic(from: date(v), by: 1)) { Text($0.date, style: .time) }) }),
    "timeline.explicitDate": (0, { v in AnyView(TimelineView(.explicit([date(v)])) { Text($0.date, format: .dateTime) }) }),
    "timeline.animationInterval": (1, { v in AnyView(TimelineView(.animation(minimumInterval: v)) { Text($0.date, style: .time) }) }),
    "asyncImage.scale": (2, { AnyView(AsyncImage(url: URL(string: "https://example.com/a.png"), scale: $0).frame(width: 40, height: 40)) }),
    "containerRelativeFrame.count": (2, { AnyView(Color.red.containerRelativeFrame(.horizontal, count: int($0), span: 1, spacing: 4).frame(height: 10)) }),
    "containerRelativeFrame.span": (1, { AnyView(Color.red.containerRelativeFrame(.horizontal, count: 3, span: int($0), spacing: 4).frame(height: 10)) }),
    "containerRelativeFrame.spacing": (4, { AnyView(Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: $0).frame(height: 10)) }),
    "containerRelativeFrame.closure": (0.5, { v in AnyView(Color.red.containerRelativeFrame(.horizontal) { length, _ in length * v }.frame(height: 10)) }),
    "meshGradient.width": (2, { AnyView(MeshGradient(width: int($0), height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow]).frame(width: 40, height: 20)) }),
    "meshGradient.color": (0.5, { AnyView(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [Color(red: $0, green: 0, blue: 0), .blue, .green, .yellow]).frame(width: 40, height: 20)) }),
    "meshGradient.resolvedColor": (0.5, { v in
      AnyView(MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                           resolvedColors: [Color.Resolved(red: Float(v), green: 0, blue: 0), .init(red: 0, green: 0, blue: 1), .init(red: 0, green: 1, blue: 0), .init(red: 1, green: 1, blue: 0)])
        .frame(width: 40, height: 20))
    }),
    "visualEffect.offset": (2, { v in AnyView(Text("Hi").visualEffect { c, _ in c.offset(x: v, y: v) }) }),
    "visualEffect.scale": (1.5, { v in AnyView(Text("Hi").visualEffect { c, _ in c.scaleEffect(v) }) }),
    "visualEffect.blur": (2, { v in AnyView(Text("Hi").visualEffect { c, _ in c.blur(radius: v) }) }),
    "visualEffect.rotation": (45, { v in AnyView(Text("Hi").visualEffect { c, _ in c.rotationEffect(.degrees(v)) }) }),
    "scrollTransition.scale": (1.5, { v in AnyView(ScrollView { Text("Hi").scrollTransition { c, _ in c.scaleEffect(v) } }.frame(width: 60, height: 40)) }),
    "scrollTransition.opacity": (0.5, { v in AnyView(ScrollView { Text("Hi").scrollTransition { c, _ in c.opacity(v) } }.frame(width: 60, height: 40)) }),
    "phaseAnimator.phase": (1.5, { v in AnyView(Text("Hi").phaseAnimator([v, 1]) { c, p in c.scaleEffect(p) }) }),
    "uiColor.red": (0.5, { AnyView(Color(uiColor: UIColor(red: $0, green: 0, blue: 0, alpha: 1)).frame(width: 20, height: 20)) }),
    "uiColor.hue": (0.3, { AnyView(Color(uiColor: UIColor(hue: $0, saturation: 1, brightness: 1, alpha: 1)).frame(width: 20, height: 20)) }),
    "uiColor.white": (0.5, { AnyView(Color(uiColor: UIColor(white: $0, alpha: 1)).frame(width: 20, height: 20)) }),
    "uiColor.displayP3": (0.5, { AnyView(Color(uiColor: UIColor(displayP3Red: $0, green: 0, blue: 0, alpha: 1)).frame(width: 20, height: 20)) }),
    "uiColor.withAlphaComponent": (0.5, { AnyView(Color(uiColor: UIColor.red.withAlphaComponent($0)).frame(width: 20, height: 20)) }),
    "color.white": (0.5, { AnyView(Color(white: $0).frame(width: 20, height: 20)) }),
    "color.sRGBOpacity": (0.5, { AnyView(Color(.sRGB, red: 1, green: 0, blue: 0, opacity: $0).frame(width: 20, height: 20)) }),
    // Grids, frames and steps.
    "lazyVGrid.fixed": (30, { AnyView(LazyVGrid(columns: [GridItem(.fixed($0)), GridItem(.fixed(30))]) { Text("A"); Text("B") }.frame(width: 100)) }),
    "lazyVGrid.adaptiveMinimum": (30, { AnyView(LazyVGrid(columns: [GridItem(.adaptive(minimum: $0))]) { Text("A"); Text("B") }.frame(width: 100)) }),
    "lazyVGrid.flexibleMaximum": (60, { AnyView(LazyVGrid(columns: [GridItem(.flexible(minimum: 20, maximum: $0))]) { Text("A"); Text("B") }.frame(width: 100)) }),
    "lazyVGrid.itemSpacing": (4, { AnyView(LazyVGrid(columns: [GridItem(.flexible(), spacing: $0), GridItem(.flexible())]) { Text("A"); Text("B") }.frame(width: 100)) }),
    "lazyHGrid.rowSpacing": (4, { AnyView(LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.fixed(20))], spacing: $0) { Text("A"); Text("B"); Text("C") }.frame(height: 60)) }),
    "grid.horizontalSpacing": (4, { AnyView(Grid(horizontalSpacing: $0) { GridRow { Text("A"); Text("B") } }) }),
    "grid.cellColumns": (2, { v in AnyView(Grid { GridRow { Text("A").gridCellColumns(int(v)) }; GridRow { Text("B"); Text("C") } }) }),
    "frame.invertedMax": (150, { AnyView(Text("Hi").frame(minWidth: 100, maxWidth: $0)) }),
    "frame.idealWidth": (40, { AnyView(Color.red.frame(idealWidth: $0, maxHeight: 10).fixedSize(horizontal: true, vertical: false)) }),
    "safeAreaPadding": (8, { AnyView(Text("Hi").safeAreaPadding($0)) }),
    "alignmentGuide": (4, { v in AnyView(VStack(alignment: .leading) { Text("A").alignmentGuide(.leading) { _ in CGFloat(v) }; Text("B") }) }),
    "stepper.step": (1, { AnyView(Stepper("S", value: .constant(5), in: 0...10, step: $0).frame(width: 200)) }),
    "stepper.value": (5, { AnyView(Stepper("S", value: .constant($0), in: 0...10).frame(width: 200)) }),
    "slider.step": (0.1, { AnyView(Slider(value: .constant(0.5), in: 0...1, step: $0).frame(width: 100)) }),
    "controlSize.extraLargePadding": (8, { AnyView(Button("Go") {}.buttonStyle(.borderedProminent).controlSize(.extraLarge).padding($0)) }),
  ]

  @Test func everyRowHasItsOutcomeAndTheRunFinishes() throws {
    try HostileNumberTests.check(HostileNumberTests.rows("screen-api.tsv"), builders: Self.builders, minimumRows: 600, actualSuffix: ".screen-api")
  }
}

/// A box whose side is a `@ScaledMetric` (hostile base values scaled for accessibility sizes).
private struct ScaledBox: View {
  @ScaledMetric var side: CGFloat
  init(side: CGFloat) { _side = ScaledMetric(wrappedValue: side) }
  var body: some View { Color.red.frame(width: side, height: side) }
}

/// CoreGraphics-built paths with hostile radii.
private enum ArcCGPath {
  static func make(radius: CGFloat) -> CGPath {
    let path = CGMutablePath()
    path.addArc(center: CGPoint(x: 10, y: 10), radius: radius, startAngle: 0, endAngle: .pi, clockwise: false)
    return path
  }

  static func roundedRect(corner: CGFloat) -> CGPath {
    let path = CGMutablePath()
    path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: corner, cornerHeight: corner)
    return path
  }
}
