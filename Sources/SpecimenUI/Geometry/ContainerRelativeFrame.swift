import Foundation

/// The arguments of `.containerRelativeFrame`: which axes it sizes, and how a container length becomes the view's.
public struct ContainerRelativeFrameSpec: @unchecked Sendable {
  /// The axes the frame sizes; on the others it passes its proposal through.
  public var axes: Axis.Set
  /// How the child is placed in the frame.
  public var alignment: Alignment
  /// The frame's length along an axis, from the container's length along it.
  public var length: (CGFloat, Axis) -> CGFloat
}

nonisolated extension View {
  /// Positions this view within an invisible frame with a size relative to the nearest container
  /// (the nearest ScrollView, List or NavigationStack, else the cell: its proposal, less safe-area insets).
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    containerRelativeFrame(ContainerRelativeFrameSpec(axes: axes, alignment: alignment) { length, _ in length })
  }

  /// Positions this view within an invisible frame with a size relative to the nearest container:
  /// the container's length is split into `count` parts with `spacing` between them, and the view is
  /// `span` parts wide plus the spacing between the spanned parts (Apple's documentation of
  /// `containerRelativeFrame(_:count:span:spacing:alignment:)`).
  public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                     alignment: Alignment = .center) -> some View {
    let (givenCount, givenSpan) = (count, span)
    let count = max(count, 1)
    let span = min(max(span, 1), count)
    let gap = spacing.isFinite ? spacing : 0
    return containerRelativeFrame(ContainerRelativeFrameSpec(axes: axes, alignment: alignment) { length, _ in
      // Called while laid out, where what it reports reaches the cell.
      let modifier = ".containerRelativeFrame(_:count:span:spacing:)"
      LayoutArgumentCheck.longerThanAnyScreen("\(modifier) spacing", spacing, effect: "each part is shorter than nothing and laid out as 0")
      if !spacing.isFinite {
        ResolveIssues.report(ResolveIssue(.invalidNumber, "\(modifier) spacing "
          + "\(NumberText.describe(Double(spacing))) is not a finite length; laid out with spacing 0"))
      }
      if givenCount < 1 {
        ResolveIssues.report(ResolveIssue(.invalidNumber, "\(modifier) count \(givenCount) splits the container into no parts; "
          + "laid out with count 1. Give a count of 1 or more"))
      }
      if givenSpan != span {
        ResolveIssues.report(ResolveIssue(.invalidNumber, "\(modifier) span \(givenSpan) is not within 1...count (\(count)); "
          + "laid out with span \(span). Give a span from 1 to the count"))
      }
      let part = (length - gap * CGFloat(count - 1)) / CGFloat(count)
      return max(0, part * CGFloat(span) + gap * CGFloat(span - 1))
    })
  }

  /// Positions this view within an invisible frame with a size relative to the nearest container,
  /// computed by `length` from the container's length along each axis.
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                     _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
    containerRelativeFrame(ContainerRelativeFrameSpec(axes: axes, alignment: alignment, length: length))
  }

  private func containerRelativeFrame(_ spec: ContainerRelativeFrameSpec) -> some View {
    node(.containerRelativeFrame(spec), type: "containerRelativeFrame")
  }
}
