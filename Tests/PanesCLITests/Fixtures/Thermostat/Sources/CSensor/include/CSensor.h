/// Degrees Fahrenheit for degrees Celsius, as the sensor firmware computes them.
double csensor_fahrenheit(double celsius);
