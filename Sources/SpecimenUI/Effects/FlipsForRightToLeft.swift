import Foundation

nonisolated extension View {
  /// Sets whether this view mirrors its contents horizontally when the layout direction is
  /// right-to-left: drawn mirrored about its center, its frame unchanged.
  public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    layoutDirectionBehavior(enabled ? .mirrors : .fixed)
  }
}

nonisolated extension View {
  /// Presents an inspector when `isPresented` is true (iOS 17). On an iPhone an inspector is a
  /// sheet, which a still render does not draw.
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V) -> some View { inert() }

  /// Sets the width of an inspector column (iOS 17); inspectors are not drawn.
  public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    environmentChange { _ in
      ColumnWidthCheck.report("inspectorColumnWidth", min: min, ideal: ideal, max: max, drawn: ColumnWidthCheck.inspector)
    }
  }

  /// Sets the width of an inspector column (iOS 17); inspectors are not drawn.
  public func inspectorColumnWidth(_ width: CGFloat) -> some View {
    environmentChange { _ in ColumnWidthCheck.report("inspectorColumnWidth", fixed: width, drawn: ColumnWidthCheck.inspector) }
  }
}
