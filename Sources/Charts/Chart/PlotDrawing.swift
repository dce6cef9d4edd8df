import Foundation

/// The plot area's drawing: grid lines, then the marks in `zIndex` order, then their annotations.
nonisolated struct PlotDrawing: View {
  let model: ChartModel
  let axes: AxisPlan
  let size: CGSize

  /// One drawn piece with its stacking order.
  struct Item { var z: Double; var view: AnyView }

  var body: some View {
    let geometry = MarkGeometry(model: model, size: size)
    var items: [Item] = []
    var notes: [AnyView] = []
    for (index, mark) in model.marks.enumerated() where mark.kind != .line && mark.kind != .area {
      guard let drawn = geometry.draw(index, mark) else { continue }
      let view = mark.clipShape.map { AnyView(drawn.view.clipShape(ShapeInFrame(shape: $0, frame: drawn.frame))) } ?? drawn.view
      items.append(Item(z: mark.zIndex, view: view))
      notes += geometry.annotations(of: mark, frame: drawn.frame)
    }
    for series in geometry.lineAndAreaSeries() {
      items.append(Item(z: series.z, view: series.view))
      notes += series.notes
    }
    let ordered = items.enumerated().sorted { ($0.element.z, $0.offset) < ($1.element.z, $1.offset) }.map(\.element.view)
    return ZStack(alignment: .topLeading) {
      ForEach(0..<axes.yGrid.count, id: \.self) { i in line(axes.yGrid[i], horizontal: true) }
      ForEach(0..<axes.xGrid.count, id: \.self) { i in line(axes.xGrid[i], horizontal: false) }
      ForEach(0..<axes.xTicks.count, id: \.self) { i in tick(axes.xTicks[i]) }
      ForEach(0..<ordered.count, id: \.self) { i in ordered[i] }
      ForEach(0..<notes.count, id: \.self) { i in notes[i] }
    }
    .frame(width: size.width, height: size.height, alignment: .topLeading)
  }

  private func line(_ line: AxisPlan.Line, horizontal: Bool) -> some View {
    Path { p in
      if horizontal {
        let y = (1 - CGFloat(line.fraction)) * size.height
        p.move(to: CGPoint(x: 0, y: y)); p.addLine(to: CGPoint(x: size.width, y: y))
      } else {
        let x = CGFloat(line.fraction) * size.width
        p.move(to: CGPoint(x: x, y: 0)); p.addLine(to: CGPoint(x: x, y: size.height))
      }
    }
    .stroke(line.style, style: line.stroke)
  }

  private func tick(_ tick: AxisPlan.Line) -> some View {
    let x = CGFloat(tick.fraction) * size.width
    return Path { p in
      p.move(to: CGPoint(x: x, y: size.height)); p.addLine(to: CGPoint(x: x, y: size.height + max(0, min(tick.offset.width, 40))))
    }
    .stroke(tick.style, style: tick.stroke)
  }
}

/// A mark's clip shape, filling the mark's frame wherever the view that is clipped lies.
struct ShapeInFrame: Shape {
  /// `.fixed`: drawn for its layout direction already.
  var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
  let shape: AnyShape
  let frame: CGRect
  func path(in rect: CGRect) -> Path { shape.path(in: frame) }
}
