/// Routes already asked for, kept by the app: internal, so not part of Core's API, and not
/// mocked in CoreMocks, whose mocks are public.
protocol RouteCache {
    func route(from pickup: String, to destination: String) -> [String]?
}
