import Foundation

nonisolated extension View {
  /// Presents Apple's place card for a map item in a sheet while the binding holds one (iOS 18). Not
  /// drawn: a sheet is another presentation, and a render has no place data to fill the card.
  public func mapItemDetailSheet(item: Binding<MKMapItem?>, displaysMap: Bool = true) -> some View { self }

  /// Presents Apple's place card for `item` in a sheet while `isPresented` is true (iOS 18). Not drawn.
  public func mapItemDetailSheet(isPresented: Binding<Bool>, item: MKMapItem?, displaysMap: Bool = true) -> some View { self }
}
