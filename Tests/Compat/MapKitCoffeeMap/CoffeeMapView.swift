import CoreLocation
import MapKit
import SwiftUI

struct CoffeeShop: Identifiable {
    let id = UUID()
    let name: String
    let coordinate: CLLocationCoordinate2D
}

extension CLLocationCoordinate2D {
    static let ferryBuilding = CLLocationCoordinate2D(latitude: 37.7955, longitude: -122.3937)
}

final class LocationModel: NSObject, ObservableObject, CLLocationManagerDelegate {
    @Published var authorization: CLAuthorizationStatus = .notDetermined
    @Published var lastLocation: CLLocation?
    private let manager = CLLocationManager()

    override init() {
        super.init()
        manager.delegate = self
        manager.desiredAccuracy = kCLLocationAccuracyHundredMeters
        authorization = manager.authorizationStatus
    }

    func requestAccess() {
        manager.requestWhenInUseAuthorization()
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        authorization = manager.authorizationStatus
        if authorization == .authorizedWhenInUse {
            manager.startUpdatingLocation()
        }
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        lastLocation = locations.last
    }
}

struct CoffeeMapView: View {
    let shops: [CoffeeShop]
    @StateObject private var location = LocationModel()
    @State private var position: MapCameraPosition = .userLocation(
        fallback: .region(MKCoordinateRegion(center: .ferryBuilding, latitudinalMeters: 1200, longitudinalMeters: 1200))
    )
    @State private var selection: UUID?

    var body: some View {
        Map(position: $position, selection: $selection) {
            UserAnnotation()
            MapCircle(center: .ferryBuilding, radius: 150)
                .foregroundStyle(.teal.opacity(0.3))
                .stroke(.teal, lineWidth: 2)
            ForEach(shops) { shop in
                Marker(shop.name, systemImage: "cup.and.saucer.fill", coordinate: shop.coordinate)
                    .tint(.brown)
                    .tag(shop.id)
            }
            Annotation("Pier 1", coordinate: CLLocationCoordinate2D(latitude: 37.7985, longitude: -122.3975), anchor: .center) {
                Image(systemName: "ferry.fill")
                    .padding(6)
                    .background(.blue, in: Circle())
                    .foregroundStyle(.white)
            }
            .annotationTitles(.hidden)
        }
        .mapStyle(.standard(elevation: .realistic, pointsOfInterest: .excludingAll))
        .mapControls {
            MapUserLocationButton()
            MapCompass()
            MapScaleView()
        }
        .onAppear { location.requestAccess() }
    }
}

struct Landmark: Identifiable {
    let id: Int
    let coordinate: CLLocationCoordinate2D
}

struct LegacyLandmarksMap: View {
    @State private var region = MKCoordinateRegion(
        center: .ferryBuilding,
        span: MKCoordinateSpan(latitudeDelta: 0.02, longitudeDelta: 0.02)
    )
    let landmarks = [
        Landmark(id: 1, coordinate: CLLocationCoordinate2D(latitude: 37.7955, longitude: -122.3937)),
        Landmark(id: 2, coordinate: CLLocationCoordinate2D(latitude: 37.8024, longitude: -122.4058)),
    ]

    var body: some View {
        Map(coordinateRegion: $region, showsUserLocation: true, annotationItems: landmarks) { landmark in
            MapMarker(coordinate: landmark.coordinate, tint: .purple)
        }
    }
}
