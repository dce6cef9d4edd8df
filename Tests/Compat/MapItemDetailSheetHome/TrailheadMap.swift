import MapKit
import SwiftUI

struct TrailheadMap: View {
    let trailhead: MKMapItem
    let route: [CLLocationCoordinate2D]
    @State private var position: MapCameraPosition = .region(MKCoordinateRegion(
        center: CLLocationCoordinate2D(latitude: 46.852, longitude: -121.760),
        span: MKCoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.02)))
    @State private var selection: MKMapItem?

    var body: some View {
        VStack(spacing: 0) {
            Map(position: $position, selection: $selection) {
                MapPolyline(coordinates: route)
                    .stroke(.orange, lineWidth: 5)
                Marker(item: trailhead)
                    .tint(.green)
            }
            .mapStyle(.standard(elevation: .flat, pointsOfInterest: .excludingAll))
            .mapControlVisibility(.hidden)
            .mapItemDetailSheet(item: $selection, displaysMap: false)
            .overlay(alignment: .topLeading) {
                Label("12°", systemImage: "cloud.sun.fill")
                    .font(.footnote.weight(.semibold))
                    .padding(.horizontal, 10)
                    .padding(.vertical, 6)
                    .background(.thinMaterial, in: Capsule())
                    .padding(8)
            }
            PlaceSummaryRow(item: trailhead)
        }
    }
}

struct PlaceSummaryRow: View {
    let item: MKMapItem

    private var categoryName: String {
        switch item.pointOfInterestCategory {
        case .park?: "Park"
        case .campground?: "Campground"
        case .some: "Place"
        case nil: "Pinned location"
        }
    }

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: item.pointOfInterestCategory == .park ? "tree.fill" : "mappin")
                .foregroundStyle(.white)
                .frame(width: 32, height: 32)
                .background(.green, in: Circle())
            VStack(alignment: .leading, spacing: 2) {
                Text(item.name ?? "Unnamed")
                    .font(.headline)
                Text(categoryName)
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(12)
        .background(.background)
    }
}
